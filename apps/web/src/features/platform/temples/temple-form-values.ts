import {
  type AdminTemple,
  AdminUpdateTempleInputSchema,
  AMOUNT_MESSAGE,
  paiseToRupees,
  RegisterTempleInputSchema,
  rupeesToPaise,
  TempleStatus,
} from '@nivedya/domain';
import { z } from 'zod';

/**
 * The administrators' temple form (spec temple: register and edit), as typed: text for every input,
 * rupees for money, ticks for the feature flags. Registering sends every field filled in; editing
 * sends only what changed ('' clears a text).
 */

/** Free text, each an input's name and the API field it fills. */
export const TEMPLE_TEXT_FIELDS = [
  'name',
  'nameNarration',
  'code',
  'shortCode',
  'state',
  'place',
  'address',
  'addressNarration',
  'mobile',
  'landLine',
  'officeNumber',
  'email',
  'website',
  'facebook',
  'whatsapp',
  'displayContacts',
  'shortDescription',
  'timing',
  'eveningTiming',
  'manthra',
  'history',
  'mapEmbedUrl',
  'videoUrl',
  'launchVideoUrl',
  'bankName',
  'bankBranch',
  'bankAccountName',
  'bankAccountNumber',
  'bankIfsc',
  'upiVpa',
  'gstin',
  'legalContract',
  'sevaBookingLink',
  'virtualQueueBookingLink',
  'devoteeVisitBookingLink',
  'liveDarshanBookingLink',
] as const;

/** Numbers typed as text; '' leaves a registration's default (or, when editing, clears where allowed). */
export const TEMPLE_NUMBER_FIELDS = [
  'orderNo',
  'sevaBlockPeriodDays',
  'platformChargePercent',
  'latitude',
  'longitude',
  'locationId',
] as const;

/** Money in rupees as typed, sent as paise. */
export const TEMPLE_RUPEE_FIELDS = [
  'platformChargeAmount',
  'splitServiceCharge',
  'introductoryServiceAmount',
] as const;

export const TEMPLE_FLAGS = [
  'isSeva',
  'isVirtualQueue',
  'isDevoteeVisit',
  'isLiveDarshan',
  'isIntroductoryServiceCharge',
  'isRegistered',
  'isNotification',
  'isDakshinaEnabled',
  'isNameStarRequired',
  'isChangeAllSevaTime',
  'showPanchangam',
] as const;

type TextField = (typeof TEMPLE_TEXT_FIELDS)[number];
type NumberField = (typeof TEMPLE_NUMBER_FIELDS)[number];
type RupeeField = (typeof TEMPLE_RUPEE_FIELDS)[number];
type Flag = (typeof TEMPLE_FLAGS)[number];

const NUMBER_MESSAGE = 'Enter a number';
const isNumberText = (text: string) => text.trim() === '' || Number.isFinite(Number(text.trim()));
const isRupeeText = (text: string) => {
  if (text.trim() === '') return true;
  try {
    rupeesToPaise(text);
    return true;
  } catch {
    return false;
  }
};

const TempleFormFields = z.object({
  ...Object.fromEntries(TEMPLE_TEXT_FIELDS.map((field) => [field, z.string()])),
  ...Object.fromEntries(
    TEMPLE_NUMBER_FIELDS.map((field) => [field, z.string().refine(isNumberText, NUMBER_MESSAGE)]),
  ),
  ...Object.fromEntries(
    TEMPLE_RUPEE_FIELDS.map((field) => [field, z.string().refine(isRupeeText, AMOUNT_MESSAGE)]),
  ),
  ...Object.fromEntries(TEMPLE_FLAGS.map((flag) => [flag, z.boolean()])),
  /** '' the platform's gateway; 'none' bank transfer only; or a named gateway. */
  paymentGatewayId: z.string(),
  status: z.string(),
  admin: z.object({ userName: z.string(), mobile: z.string(), email: z.string() }),
}) as unknown as z.ZodType<TempleFormValues, TempleFormValues>;

export type TempleFormValues = Record<TextField | NumberField | RupeeField, string> &
  Record<Flag, boolean> & {
    paymentGatewayId: string;
    status: string;
    admin: { userName: string; mobile: string; email: string };
  };

/** Every input's name, for placing the server's field errors (admin.* included). */
export const TEMPLE_FORM_FIELDS = [
  ...TEMPLE_TEXT_FIELDS,
  ...TEMPLE_NUMBER_FIELDS,
  ...TEMPLE_RUPEE_FIELDS,
  'paymentGatewayId',
  'status',
  'admin.userName',
  'admin.mobile',
  'admin.email',
] as const;

const number = (value: number | null) => (value === null ? '' : String(value));

export function templeFormValues(temple: AdminTemple | null): TempleFormValues {
  const text: Record<TextField, string | null> = {
    name: temple?.name ?? '',
    nameNarration: temple?.nameNarration ?? null,
    code: temple?.code ?? '',
    shortCode: temple?.shortCode ?? null,
    state: temple?.state ?? 'Kerala',
    place: temple?.place ?? null,
    address: temple?.address ?? null,
    addressNarration: temple?.addressNarration ?? null,
    mobile: temple?.contacts.mobile ?? null,
    landLine: temple?.contacts.landLine ?? null,
    officeNumber: temple?.contacts.officeNumber ?? null,
    email: temple?.contacts.email ?? null,
    website: temple?.contacts.website ?? null,
    facebook: temple?.contacts.facebook ?? null,
    whatsapp: temple?.contacts.whatsapp ?? null,
    displayContacts: temple?.contacts.displayContacts ?? null,
    shortDescription: temple?.shortDescription ?? null,
    timing: temple?.timing ?? null,
    eveningTiming: temple?.eveningTiming ?? null,
    manthra: temple?.manthra ?? null,
    history: temple?.history ?? null,
    mapEmbedUrl: temple?.mapEmbedUrl ?? null,
    videoUrl: temple?.videoUrl ?? null,
    launchVideoUrl: temple?.launchVideoUrl ?? null,
    bankName: temple?.bank.bankName ?? null,
    bankBranch: temple?.bank.bankBranch ?? null,
    bankAccountName: temple?.bank.bankAccountName ?? null,
    bankAccountNumber: temple?.bank.bankAccountNumber ?? null,
    bankIfsc: temple?.bank.bankIfsc ?? null,
    upiVpa: temple?.bank.upiVpa ?? null,
    gstin: temple?.gstin ?? null,
    legalContract: temple?.legalContract ?? null,
    sevaBookingLink: temple?.links.sevaBooking ?? null,
    virtualQueueBookingLink: temple?.links.virtualQueueBooking ?? null,
    devoteeVisitBookingLink: temple?.links.devoteeVisitBooking ?? null,
    liveDarshanBookingLink: temple?.links.liveDarshanBooking ?? null,
  };
  const charges = temple?.charges;
  const features = temple?.features;
  return {
    ...(Object.fromEntries(TEMPLE_TEXT_FIELDS.map((field) => [field, text[field] ?? ''])) as Record<
      TextField,
      string
    >),
    orderNo: temple ? String(temple.orderNo) : '',
    sevaBlockPeriodDays: temple ? String(temple.sevaBlockPeriodDays) : '',
    platformChargePercent: charges ? String(charges.platformChargePercent) : '',
    latitude: number(temple?.latitude ?? null),
    longitude: number(temple?.longitude ?? null),
    locationId: number(temple?.locationId ?? null),
    platformChargeAmount: charges ? paiseToRupees(charges.platformChargeAmount) : '',
    splitServiceCharge: charges ? paiseToRupees(charges.splitServiceCharge) : '',
    introductoryServiceAmount: charges ? paiseToRupees(charges.introductoryServiceAmount) : '',
    isSeva: features?.isSeva ?? true,
    isVirtualQueue: features?.isVirtualQueue ?? false,
    isDevoteeVisit: features?.isDevoteeVisit ?? false,
    isLiveDarshan: features?.isLiveDarshan ?? false,
    isIntroductoryServiceCharge: charges?.isIntroductoryServiceCharge ?? false,
    isRegistered: features?.isRegistered ?? true,
    isNotification: temple?.isNotification ?? true,
    isDakshinaEnabled: temple?.isDakshinaEnabled ?? true,
    isNameStarRequired: temple?.isNameStarRequired ?? true,
    isChangeAllSevaTime: features?.isChangeAllSevaTime ?? false,
    showPanchangam: features?.showPanchangam ?? true,
    paymentGatewayId: temple?.paymentGatewayId ?? '',
    status: String(temple?.status ?? TempleStatus.Onboarding),
    admin: { userName: '', mobile: '', email: '' },
  };
}

/** A field's value as the API takes it; undefined: leave it out. */
function apiValue(values: TempleFormValues, field: string): unknown {
  if ((TEMPLE_FLAGS as readonly string[]).includes(field)) return values[field as Flag];
  const text = String(values[field as TextField] ?? '').trim();
  if ((TEMPLE_RUPEE_FIELDS as readonly string[]).includes(field))
    return text === '' ? undefined : rupeesToPaise(text);
  if ((TEMPLE_NUMBER_FIELDS as readonly string[]).includes(field)) {
    if (text !== '') return Number(text);
    // Only the place on the map and the location can be cleared; the others keep their value.
    return field === 'latitude' || field === 'longitude' || field === 'locationId' ? null : undefined;
  }
  if (field === 'paymentGatewayId' || field === 'shortCode') return text === '' ? null : text;
  if (field === 'status') return Number(text);
  return text;
}

const API_FIELDS = [
  ...TEMPLE_TEXT_FIELDS,
  ...TEMPLE_NUMBER_FIELDS,
  ...TEMPLE_RUPEE_FIELDS,
  ...TEMPLE_FLAGS,
  'paymentGatewayId',
  'status',
] as const;

/** A registration: every field filled in, and the temple's administrator. */
export function toRegisterTempleInput(values: TempleFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of API_FIELDS) {
    const value = apiValue(values, field);
    if (value !== undefined && value !== '' && value !== null) input[field] = value;
  }
  const email = values.admin.email.trim();
  input.admin = { userName: values.admin.userName, mobile: values.admin.mobile, ...(email ? { email } : {}) };
  return input;
}

/** An edit: only the fields whose value changed from what was saved. */
export function toUpdateTempleInput(
  saved: TempleFormValues,
  values: TempleFormValues,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of API_FIELDS) {
    const before = apiValue(saved, field);
    const after = apiValue(values, field);
    if (after !== undefined && after !== before) input[field] = after;
  }
  return input;
}

/** The form checked as the server will check it: the registration, or the changes of an edit. */
export function templeFormSchema(
  saved: TempleFormValues | null,
): z.ZodType<Record<string, unknown>, TempleFormValues> {
  return saved === null
    ? TempleFormFields.transform((values) => toRegisterTempleInput(values)).pipe(RegisterTempleInputSchema)
    : TempleFormFields.transform((values) => toUpdateTempleInput(saved, values)).pipe(
        AdminUpdateTempleInputSchema,
      );
}
