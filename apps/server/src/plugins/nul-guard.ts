import { DomainError } from '@nivedya/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * PostgreSQL refuses U+0000 in text and jsonb, so a string holding it can never be stored or looked up:
 * it is bad input, answered 400 with the field named before any use case runs (ARCHITECTURE rule 9),
 * never a 500 from the database. Checked here, on every request's params, query and body, whatever
 * its schema says, so no route (present or future) can forget it (docs/decisions.md).
 */

/** A field error's words, as the schemas' are (Malayalam: FIELD_MESSAGES_ML in packages/domain). */
export const NUL_CHARACTER_MESSAGE = 'Remove the invisible NUL character (U+0000) from this text';

/** Enough to show the caller where; a body of thousands of such strings does not get thousands back. */
const MAX_REPORTED = 20;

/** Parsed JSON, a query string or path parameters (objects of a null-prototype class); never a raw Buffer. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}

/** A place in the value: its key and its parent's place, so no path is built until one is reported. */
interface Place {
  key: string;
  parent: Place | null;
}

function nameOf(place: Place | null, root: string): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : root;
}

/**
 * The fields of `value` (strings, and object keys) holding NUL, named as the API's field errors name
 * them (`lines.0.devoteeName`); `root` names a string that is the whole value. Walked without recursion
 * and without copying paths, so a deeply nested body costs neither the stack nor quadratic time.
 */
export function fieldsWithNul(value: unknown, root: string): string[] {
  const found: string[] = [];
  // What is left to look at, pushed in reverse so that fields are named in the order they were sent.
  const pending: { value: unknown; place: Place | null }[] = [{ value, place: null }];
  while (pending.length > 0 && found.length < MAX_REPORTED) {
    const { value: current, place } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(nameOf(place, root));
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], place: { key: String(index), parent: place } });
      }
    } else if (isRecord(current)) {
      for (const key of Object.keys(current).reverse()) {
        // A key holding NUL is named with the NUL spelled out; its value is not looked into.
        pending.push(
          key.includes('\u0000')
            ? { value: '\u0000', place: { key: key.replaceAll('\u0000', '\\u0000'), parent: place } }
            : { value: current[key], place: { key, parent: place } },
        );
      }
    }
  }
  return found;
}

/** Throws the 400 naming every field of `parts` (params, query, body, a form's fields) that holds NUL. */
export function refuseNulCharacters(parts: Record<string, unknown>): void {
  const fields = Object.entries(parts).flatMap(([root, value]) => fieldsWithNul(value, root));
  if (fields.length === 0) return;
  const errors = fields.slice(0, MAX_REPORTED).map((field) => ({ field, message: NUL_CHARACTER_MESSAGE }));
  throw new DomainError(
    'VALIDATION_FAILED',
    errors.map((error) => `${error.field}: ${error.message}`).join('; '),
    { errors },
  );
}

/** After parsing, before validation: every route, with or without a schema for its params, query or body. */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    refuseNulCharacters({ params: request.params, querystring: request.query, body: request.body });
  });
});
