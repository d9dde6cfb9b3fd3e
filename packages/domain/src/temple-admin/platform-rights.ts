import { z } from 'zod';
import type { LocalizedText } from '../languages.ts';
import { pageOf } from '../pagination.ts';

/**
 * What a sub-administrator (user type 5) may do on the platform (issue #15; spec §6 UserRights,
 * InitAdmin): each right opens a part of the administrators' screens and API, and each sub-administrator
 * sees every temple or only the temples listed for them. Administrators (type 1) hold everything.
 */
export const PLATFORM_RIGHTS = [
  'platform.temples',
  'platform.users',
  'platform.reports',
  'platform.sms',
  'platform.enquiries',
  'platform.content',
] as const;
export type PlatformRight = (typeof PLATFORM_RIGHTS)[number];

export const PLATFORM_RIGHT_LABELS: Record<PlatformRight, LocalizedText> = {
  'platform.temples': {
    en: 'Temples: register, edit and delete',
    ml: 'ക്ഷേത്രങ്ങൾ: ചേർക്കുക, തിരുത്തുക, ഇല്ലാതാക്കുക',
    hi: 'मंदिर: पंजीकरण, संपादन और हटाना',
    ta: 'கோயில்கள்: பதிவு, திருத்தம், நீக்கம்',
    te: 'ఆలయాలు: నమోదు, సవరణ, తొలగింపు',
    kn: 'ದೇವಸ್ಥಾನಗಳು: ನೋಂದಣಿ, ತಿದ್ದುಪಡಿ, ಅಳಿಸುವಿಕೆ',
  },
  'platform.users': {
    en: 'Users: add, change and block',
    ml: 'ഉപയോക്താക്കൾ: ചേർക്കുക, മാറ്റുക, തടയുക',
    hi: 'उपयोगकर्ता: जोड़ना, बदलना और रोकना',
    ta: 'பயனர்கள்: சேர்த்தல், மாற்றுதல், தடுத்தல்',
    te: 'వినియోగదారులు: చేర్చడం, మార్చడం, నిరోధించడం',
    kn: 'ಬಳಕೆದಾರರು: ಸೇರಿಸುವುದು, ಬದಲಿಸುವುದು, ತಡೆಯುವುದು',
  },
  'platform.reports': {
    en: 'Reports of the temples',
    ml: 'ക്ഷേത്രങ്ങളുടെ റിപ്പോർട്ടുകൾ',
    hi: 'मंदिरों की रिपोर्ट',
    ta: 'கோயில்களின் அறிக்கைகள்',
    te: 'ఆలయాల నివేదికలు',
    kn: 'ದೇವಸ್ಥಾನಗಳ ವರದಿಗಳು',
  },
  'platform.sms': {
    en: 'SMS report and e-mail outbox',
    ml: 'SMS റിപ്പോർട്ട്, ഇ-മെയിൽ ഔട്ട്ബോക്സ്',
    hi: 'SMS रिपोर्ट और ई-मेल आउटबॉक्स',
    ta: 'SMS அறிக்கை, மின்னஞ்சல் அவுட்பாக்ஸ்',
    te: 'SMS నివేదిక, ఈ-మెయిల్ అవుట్‌బాక్స్',
    kn: 'SMS ವರದಿ, ಇ-ಮೇಲ್ ಔಟ್‌ಬಾಕ್ಸ್',
  },
  'platform.enquiries': {
    en: 'Enquiries to the platform',
    ml: 'പ്ലാറ്റ്ഫോമിലേക്കുള്ള അന്വേഷണങ്ങൾ',
    hi: 'प्लेटफ़ॉर्म को भेजी गई पूछताछ',
    ta: 'தளத்துக்கு வந்த விசாரணைகள்',
    te: 'ప్లాట్‌ఫారమ్‌కు వచ్చిన విచారణలు',
    kn: 'ವೇದಿಕೆಗೆ ಬಂದ ವಿಚಾರಣೆಗಳು',
  },
  'platform.content': {
    en: 'Help pages and app versions',
    ml: 'സഹായ പേജുകളും ആപ്പ് പതിപ്പുകളും',
    hi: 'सहायता पेज और ऐप संस्करण',
    ta: 'உதவிப் பக்கங்கள், செயலி பதிப்புகள்',
    te: 'సహాయ పేజీలు, యాప్ వెర్షన్లు',
    kn: 'ಸಹಾಯ ಪುಟಗಳು, ಆ್ಯಪ್ ಆವೃತ್ತಿಗಳು',
  },
};

/** A sub-administrator's rights and temples; `allTemples` opens every temple, now and later. */
export const PlatformAccessSchema = z.object({
  rights: z.array(z.enum(PLATFORM_RIGHTS)),
  allTemples: z.boolean(),
  templeIds: z.array(z.number().int()),
});
export type PlatformAccess = z.infer<typeof PlatformAccessSchema>;

/** What administrators (type 1) hold. */
export const FULL_PLATFORM_ACCESS: PlatformAccess = {
  rights: [...PLATFORM_RIGHTS],
  allTemples: true,
  templeIds: [],
};

export const PlatformAccessInputSchema = z.strictObject({
  rights: z
    .array(z.enum(PLATFORM_RIGHTS))
    .max(PLATFORM_RIGHTS.length)
    .transform((rights) => PLATFORM_RIGHTS.filter((right) => rights.includes(right))),
  allTemples: z.boolean(),
  templeIds: z
    .array(z.number().int().positive())
    .max(1000)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type PlatformAccessInput = z.infer<typeof PlatformAccessInputSchema>;

export const SubAdminSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.number().int(),
  access: PlatformAccessSchema,
  /** The temples of `access.templeIds`, named. */
  temples: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SubAdmin = z.infer<typeof SubAdminSchema>;
export const SubAdminPageSchema = pageOf(SubAdminSchema);
export type SubAdminPage = z.infer<typeof SubAdminPageSchema>;

/** Whether the access lets its holder at a temple. */
export function reachesTemple(access: PlatformAccess, templeId: number): boolean {
  return access.allTemples || access.templeIds.includes(templeId);
}

/** The audit log as administrators read it (issue #15 §3): who changed what, when, before and after. */
export const AuditLogQuerySchema = z.strictObject({
  templeId: z.coerce.number().int().positive().optional(),
  actorUserId: z.coerce.number().int().positive().optional(),
  /** An action or the start of one: 'temple.' finds every temple action. */
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9.-]*$/, 'Use an action name such as temple.updated, or its start such as temple.')
    .optional(),
  /** India's calendar days, yyyy-MM-dd. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
  temple: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogPageSchema = pageOf(AuditEntrySchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
