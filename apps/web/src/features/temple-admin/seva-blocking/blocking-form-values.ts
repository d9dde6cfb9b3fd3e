import { type CreateSevaBlockingInput, CreateSevaBlockingInputSchema } from '@nivedya/domain';
import { z } from 'zod';

/** The blocking form's fields as typed: sevaId '' means every seva of the temple. */
const BlockingFormFields = z.object({
  sevaId: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  reason: z.string(),
});
export type BlockingFormValues = z.infer<typeof BlockingFormFields>;

export const BLOCKING_FIELDS = BlockingFormFields.keyof().options;

export const EMPTY_BLOCKING: BlockingFormValues = { sevaId: '', fromDate: '', toDate: '', reason: '' };

/** The form as the API's input (CreateSevaBlockingInputSchema checks it). */
export function toBlockingInput(values: BlockingFormValues): CreateSevaBlockingInput {
  const sevaId = Number(values.sevaId);
  return {
    sevaId: values.sevaId !== '' && Number.isInteger(sevaId) && sevaId > 0 ? sevaId : null,
    fromDate: values.fromDate,
    // One day is the usual case: an empty end date blocks the start date alone.
    toDate: values.toDate || values.fromDate,
    reason: values.reason,
  };
}

/** The form checked as the server checks a new blocking. */
export const BlockingFormSchema = BlockingFormFields.transform(toBlockingInput).pipe(
  CreateSevaBlockingInputSchema,
);
