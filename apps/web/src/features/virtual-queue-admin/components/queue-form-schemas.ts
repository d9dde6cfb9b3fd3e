import { z } from 'zod';

/**
 * Helpers for the queue forms' schemas (docs/decisions.md, "Forms"): what the inputs hold, turned into
 * what the domain schemas check.
 */

/** An emptied optional text means "none": null, as the request carries it. */
export function blankAsNull(text: string): string | null {
  return text.trim() || null;
}

/** An emptied optional input means "not given". */
export function blankAsUndefined(text: string): string | undefined {
  return text.trim() || undefined;
}

function reportedAt<T extends z.ZodType>(schema: T, placeOf: (path: PropertyKey[]) => PropertyKey[]) {
  return z.custom<z.input<T>>().transform((value, context): z.output<T> => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.issues.push({
        code: 'custom',
        message: issue.message,
        path: placeOf(issue.path),
        input: value,
      });
    }
    return z.NEVER;
  });
}

/**
 * Checks a value with `schema` and puts every problem on the one input that holds it: a list typed one
 * a line, or a typed code that becomes a token or a queue number, is one input, while the schema's
 * problems name a place inside the value (`idProofTypes.2`, `mobile`) that has no input of its own.
 */
export function onItsInput<T extends z.ZodType>(schema: T) {
  return reportedAt(schema, () => []);
}

/** The same for a whole form: a problem inside a field's value (`options.1`) goes on that field. */
export function onItsFields<T extends z.ZodType>(schema: T) {
  return reportedAt(schema, (path) => path.slice(0, 1));
}
