import {
  AMOUNT_MESSAGE,
  type CreateSevaInput,
  CreateSevaInputSchema,
  paiseToRupees,
  RupeesTextSchema,
  type StaffSeva,
} from '@nivedya/domain';
import { z } from 'zod';

/** The seva form as typed: text for every input, rupees for money (spec §3 Seva fields). */
const SevaFormFields = z.object({
  name: z.string(),
  nameNarration: z.string(),
  code: z.string(),
  deityId: z.string(),
  sevaGroupId: z.string(),
  rate: z.string(),
  performTime: z.string(),
  prasadamTime: z.string(),
  maxLimitPerDay: z.string(),
  shortDescription: z.string(),
  rulesRemark: z.string(),
  devoteeCount: z.string(),
  sevaType: z.string(),
  bookingType: z.string(),
  dayType: z.string(),
  blockTime: z.string(),
  endDate: z.string(),
  isContinuous: z.boolean(),
  needsApproval: z.boolean(),
  isPrasadamDeliverable: z.boolean(),
  deliveryCharge: z.string(),
  deliveryHeading: z.string(),
  deliveryRemarks: z.string(),
  postageCharge: z.string(),
  status: z.string(),
  orderNo: z.string(),
});
export type SevaFormValues = z.infer<typeof SevaFormFields>;
export const SEVA_FIELDS = SevaFormFields.keyof().options;

export const WHOLE_NUMBER_MESSAGE = 'Enter a whole number';

export function sevaFormValues(seva: StaffSeva | null): SevaFormValues {
  return {
    name: seva?.name ?? '',
    nameNarration: seva?.nameNarration ?? '',
    code: seva?.code ?? '',
    deityId: seva?.deity ? String(seva.deity.id) : '',
    sevaGroupId: seva?.group ? String(seva.group.id) : '',
    rate: seva ? paiseToRupees(seva.rate) : '',
    performTime: seva?.performTime ?? '',
    prasadamTime: seva?.prasadamTime ?? '',
    maxLimitPerDay: seva?.maxLimitPerDay === null || !seva ? '' : String(seva.maxLimitPerDay),
    shortDescription: seva?.shortDescription ?? '',
    rulesRemark: seva?.rulesRemark ?? '',
    devoteeCount: String(seva?.devoteeCount ?? 1),
    sevaType: String(seva?.sevaType ?? 1),
    bookingType: String(seva?.bookingType ?? 1),
    dayType: String(seva?.dayType ?? 1),
    blockTime: seva?.blockTime ?? '',
    endDate: seva?.endDate ?? '',
    isContinuous: seva?.isContinuous ?? false,
    needsApproval: seva?.needsApproval ?? false,
    isPrasadamDeliverable: seva?.isPrasadamDeliverable ?? false,
    deliveryCharge: seva ? paiseToRupees(seva.deliveryCharge) : '0',
    deliveryHeading: seva?.deliveryHeading ?? '',
    deliveryRemarks: seva?.deliveryRemarks ?? '',
    postageCharge: seva ? paiseToRupees(seva.postageCharge) : '0',
    status: String(seva?.status ?? 1),
    orderNo: String(seva?.orderNo ?? 0),
  };
}

function optionalId(text: string): number | null {
  return text === '' ? null : Number(text);
}

/**
 * The form's text as the API's input (money in paise). Returns the field errors it can see itself;
 * the domain schema then checks the rest (lengths, times, cross-field rules).
 */
export function toSevaInput(
  values: SevaFormValues,
): { input: CreateSevaInput; errors: null } | { input: null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const money = (field: 'rate' | 'deliveryCharge' | 'postageCharge') => {
    const parsed = RupeesTextSchema.safeParse(values[field] === '' && field !== 'rate' ? '0' : values[field]);
    if (!parsed.success) errors[field] = AMOUNT_MESSAGE;
    return parsed.data ?? 0;
  };
  const whole = (field: 'maxLimitPerDay' | 'devoteeCount' | 'orderNo', text: string) => {
    if (!/^\d{1,7}$/.test(text.trim())) {
      errors[field] = WHOLE_NUMBER_MESSAGE;
      return 0;
    }
    return Number(text);
  };
  const input = {
    name: values.name,
    nameNarration: values.nameNarration,
    ...(values.code.trim() ? { code: values.code } : {}),
    deityId: optionalId(values.deityId),
    sevaGroupId: optionalId(values.sevaGroupId),
    rate: money('rate'),
    performTime: values.performTime,
    prasadamTime: values.prasadamTime,
    maxLimitPerDay:
      values.maxLimitPerDay.trim() === '' ? null : whole('maxLimitPerDay', values.maxLimitPerDay),
    shortDescription: values.shortDescription,
    rulesRemark: values.rulesRemark,
    devoteeCount: whole('devoteeCount', values.devoteeCount),
    sevaType: Number(values.sevaType),
    bookingType: Number(values.bookingType),
    dayType: Number(values.dayType),
    blockTime: values.blockTime.trim() === '' ? null : values.blockTime.trim(),
    endDate: values.endDate === '' ? null : values.endDate,
    isContinuous: values.isContinuous,
    needsApproval: values.needsApproval,
    isPrasadamDeliverable: values.isPrasadamDeliverable,
    deliveryCharge: money('deliveryCharge'),
    deliveryHeading: values.deliveryHeading,
    deliveryRemarks: values.deliveryRemarks,
    postageCharge: money('postageCharge'),
    status: Number(values.status),
    orderNo: whole('orderNo', values.orderNo),
  } as CreateSevaInput;
  return Object.keys(errors).length > 0 ? { input: null, errors } : { input, errors: null };
}

/**
 * The form checked as the server checks a new seva (an edit sends every field as well): first the
 * amounts and counts the form reads itself, then the domain schema (lengths, times, cross-field rules).
 */
export const SevaFormSchema = SevaFormFields.transform((values, context) => {
  const converted = toSevaInput(values);
  if (converted.errors === null) return converted.input;
  for (const [field, message] of Object.entries(converted.errors)) {
    context.addIssue({ code: 'custom', path: [field], message });
  }
  return z.NEVER;
}).pipe(CreateSevaInputSchema);
