import { type CreateSevaGroupInput, CreateSevaGroupInputSchema, type StaffSevaGroup } from '@nivedya/domain';
import { z } from 'zod';

/** The seva-group form's text fields. */
const SevaGroupFormFields = z.object({
  name: z.string(),
  nameNarration: z.string(),
  code: z.string(),
  orderNo: z.string(),
  status: z.string(),
});
export type SevaGroupFormValues = z.infer<typeof SevaGroupFormFields>;

export const SEVA_GROUP_FIELDS = ['name', 'nameNarration', 'code', 'orderNo', 'status'] as const;

export function sevaGroupFormValues(group: StaffSevaGroup | null): SevaGroupFormValues {
  return {
    name: group?.name ?? '',
    nameNarration: group?.nameNarration ?? '',
    code: group?.code ?? '',
    orderNo: String(group?.orderNo ?? 0),
    status: String(group?.status ?? 1),
  };
}

/**
 * The form as the API's input: an empty code is left out (the server makes one from the name); an
 * order number that is not a whole number stays NaN so the schema rejects it.
 */
export function toSevaGroupInput(values: SevaGroupFormValues): CreateSevaGroupInput {
  const orderText = values.orderNo.trim();
  const code = values.code.trim();
  return {
    name: values.name,
    nameNarration: values.nameNarration,
    ...(code ? { code } : {}),
    orderNo: orderText === '' ? 0 : /^\d+$/.test(orderText) ? Number(orderText) : Number.NaN,
    status: values.status === '0' ? 0 : 1,
  };
}

/** The form checked as the server checks a new group (an edit sends every field as well). */
export const SevaGroupFormSchema =
  SevaGroupFormFields.transform(toSevaGroupInput).pipe(CreateSevaGroupInputSchema);
