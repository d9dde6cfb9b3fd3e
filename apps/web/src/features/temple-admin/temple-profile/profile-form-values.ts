import {
  type TempleProfile,
  type UpdateTempleProfileInput,
  UpdateTempleProfileInputSchema,
} from '@nivedya/domain';
import { z } from 'zod';

/** The text fields the temple administrator edits on temple-profile, as typed. */
export const PROFILE_TEXT_FIELDS = [
  'nameNarration',
  'address',
  'addressNarration',
  'landLine',
  'mobile',
  'officeNumber',
  'email',
  'website',
  'facebook',
  'whatsapp',
  'displayContacts',
  'timing',
  'eveningTiming',
  'bankName',
  'bankBranch',
  'bankIfsc',
  'bankAccountNumber',
  'bankAccountName',
  'upiVpa',
  'gstin',
  'mapEmbedUrl',
  'videoUrl',
  'launchVideoUrl',
  'history',
] as const;

export type ProfileField = (typeof PROFILE_TEXT_FIELDS)[number];
const ProfileFormFields = z.record(z.enum(PROFILE_TEXT_FIELDS), z.string());
export type ProfileFormValues = z.infer<typeof ProfileFormFields>;

export function profileToForm(profile: TempleProfile): ProfileFormValues {
  const { contacts, bank } = profile;
  const values: Record<ProfileField, string | null> = {
    nameNarration: profile.nameNarration,
    address: profile.address,
    addressNarration: profile.addressNarration,
    landLine: contacts.landLine,
    mobile: contacts.mobile,
    officeNumber: contacts.officeNumber,
    email: contacts.email,
    website: contacts.website,
    facebook: contacts.facebook,
    whatsapp: contacts.whatsapp,
    displayContacts: contacts.displayContacts,
    timing: profile.timing,
    eveningTiming: profile.eveningTiming,
    bankName: bank.bankName,
    bankBranch: bank.bankBranch,
    bankIfsc: bank.bankIfsc,
    bankAccountNumber: bank.bankAccountNumber,
    bankAccountName: bank.bankAccountName,
    upiVpa: bank.upiVpa,
    gstin: profile.gstin,
    mapEmbedUrl: profile.mapEmbedUrl,
    videoUrl: profile.videoUrl,
    launchVideoUrl: profile.launchVideoUrl,
    history: profile.history,
  };
  return Object.fromEntries(
    PROFILE_TEXT_FIELDS.map((field) => [field, values[field] ?? '']),
  ) as ProfileFormValues;
}

/**
 * Only the fields the user changed go to PATCH T/profile ('' clears one); never the platform's
 * fields (feature flags, charges), which a temple user may not send.
 */
export function changedProfileInput(
  saved: ProfileFormValues,
  edited: ProfileFormValues,
): Partial<Record<ProfileField, string>> {
  const input: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_TEXT_FIELDS) {
    if (edited[field].trim() !== saved[field].trim()) input[field] = edited[field].trim();
  }
  return input satisfies UpdateTempleProfileInput;
}

/** The form checked as the server checks the PATCH it makes: the changed fields only. */
export function profileFormSchema(saved: ProfileFormValues) {
  return ProfileFormFields.transform(
    (edited): z.input<typeof UpdateTempleProfileInputSchema> => changedProfileInput(saved, edited),
  ).pipe(UpdateTempleProfileInputSchema);
}
