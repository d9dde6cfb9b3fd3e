import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

/**
 * Puts the server's field errors (problem+json `errors`) on the form's own fields. Answers whether
 * every field error found a field, so the caller knows if a general message is still needed.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || error.fieldErrors.length === 0) return false;
  let placedAll = true;
  let isFirst = true;
  for (const fieldError of error.fieldErrors) {
    const field = fields.find((name) => name === fieldError.field);
    if (field) {
      // The first field the server refused gets focus, as a refused submit does on the client.
      setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: isFirst });
      isFirst = false;
    } else placedAll = false;
  }
  return placedAll;
}
