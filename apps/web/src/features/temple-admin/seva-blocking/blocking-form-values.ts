import type { CreateSevaBlockingInput } from '@nivedya/domain';

/** The blocking form's fields as typed: sevaId '' means every seva of the temple. */
export interface BlockingFormValues {
  sevaId: string;
  fromDate: string;
  toDate: string;
  reason: string;
}

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
