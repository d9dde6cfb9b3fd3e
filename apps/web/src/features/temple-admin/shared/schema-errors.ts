import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';

export type FieldErrors = Partial<Record<string, string>>;

/** A schema's issues (client side) by their first path segment, first message wins. */
export function issuesByField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field errors (problem+json `errors`), the same way. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const fieldError of error.fieldErrors) errors[fieldError.field] ??= fieldError.message;
  return errors;
}
