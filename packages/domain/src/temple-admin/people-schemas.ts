import { z } from 'zod';
import { EmailSchema, MobileSchema, PasswordSchema, UserNameSchema } from '../auth-schemas.ts';
import { IsoDateSchema } from '../booking/iso-date-schema.ts';
import { PageQuerySchema, pageOf } from '../pagination.ts';
import { IdParam, NOTHING_TO_CHANGE_MESSAGE, TimeOfDayInputSchema } from './admin-fields.ts';
import { TempleRightSchema } from './temple-right-schemas.ts';

/**
 * spec temple-user-list / temple-user (staff accounts and their rights), devoteelist / devotee /
 * devotee-users / devoteedash (devotees who booked at the temple) and notification-send.
 */

// Staff accounts -----------------------------------------------------------------------------------

export const LOGIN_IDENTIFIER_MESSAGE = 'Give an email address or a mobile number to log in with';

const RightsSchema = z
  .array(TempleRightSchema)
  .max(50)
  .transform((rights) => [...new Set(rights)]);

export const CreateStaffUserInputSchema = z
  .strictObject({
    userName: UserNameSchema,
    email: EmailSchema.optional(),
    mobile: MobileSchema.optional(),
    password: PasswordSchema,
    rights: RightsSchema.default([]),
    /** 1 active, 0 disabled. */
    status: z.union([z.literal(0), z.literal(1)]).default(1),
  })
  .refine((input) => input.email !== undefined || input.mobile !== undefined, {
    message: LOGIN_IDENTIFIER_MESSAGE,
    path: ['mobile'],
  });
export type CreateStaffUserInput = z.infer<typeof CreateStaffUserInputSchema>;

export const UpdateStaffUserInputSchema = z
  .strictObject({
    userName: UserNameSchema.optional(),
    email: EmailSchema.nullable().optional(),
    mobile: MobileSchema.nullable().optional(),
    /** A new password the temple administrator sets; the user's sessions end. */
    password: PasswordSchema.optional(),
    status: z.union([z.literal(0), z.literal(1)]).optional(),
    /** Replaces the user's rights. */
    rights: RightsSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), NOTHING_TO_CHANGE_MESSAGE);
export type UpdateStaffUserInput = z.infer<typeof UpdateStaffUserInputSchema>;

export const StaffUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** 2 temple administrator, 3 staff. */
  userType: z.number().int(),
  /** 1 active, 0 disabled. */
  status: z.number().int(),
  /** The rights the user holds here: all of them for the temple administrator. */
  rights: z.array(TempleRightSchema),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;
export const StaffUserListSchema = pageOf(StaffUserSchema);
export type StaffUserList = z.infer<typeof StaffUserListSchema>;

export const StaffUserListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type StaffUserListQuery = z.infer<typeof StaffUserListQuerySchema>;

export const TempleUserParamsSchema = z.strictObject({ templeId: IdParam, userId: IdParam });

// Devotees who booked at the temple ----------------------------------------------------------------

export const TempleDevoteeListQuerySchema = PageQuerySchema.extend({
  /** Matches name, mobile or email. */
  search: z.string().trim().max(100).optional(),
});
export type TempleDevoteeListQuery = z.infer<typeof TempleDevoteeListQuerySchema>;

export const TempleDevoteeSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** Paid orders at this temple. */
  bookingsCount: z.number().int(),
  lastBookingDate: z.string().nullable(),
  /** Paise paid at this temple. */
  totalPaid: z.number().int(),
});
export type TempleDevotee = z.infer<typeof TempleDevoteeSchema>;
export const TempleDevoteeListSchema = pageOf(TempleDevoteeSchema);
export type TempleDevoteeList = z.infer<typeof TempleDevoteeListSchema>;

export const TempleDevoteeBookingSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.string(),
  paymentMode: z.number().int(),
  totalAmount: z.number().int(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      sevaId: z.number().int(),
      sevaName: z.string(),
      performDate: z.string().nullable(),
      devoteeName: z.string(),
      starName: z.string(),
      quantity: z.number().int(),
      amount: z.number().int(),
      status: z.number().int(),
    }),
  ),
});
export type TempleDevoteeBooking = z.infer<typeof TempleDevoteeBookingSchema>;

export const TempleDevoteeDetailSchema = z.object({
  devotee: TempleDevoteeSchema.extend({ address: z.string().nullable() }),
  /** Their orders at this temple only, newest first (at most 100). */
  bookings: z.array(TempleDevoteeBookingSchema),
});
export type TempleDevoteeDetail = z.infer<typeof TempleDevoteeDetailSchema>;

/** spec devoteedash: how many devotees book here, and what they book. Paid orders of accounts only. */
export const TempleDevoteeSummarySchema = z.object({
  /** The temple's current month, yyyy-MM, which "new this month" counts. */
  month: z.string(),
  /** Accounts with at least one paid order here. */
  devotees: z.number().int(),
  /** Of those, the ones whose first paid order here is of this month. */
  newThisMonth: z.number().int(),
  /** Of those, the ones with two or more paid orders here. */
  repeatDevotees: z.number().int(),
  /** The most booked sevas here (at most 5), by the number of devotees who booked each. */
  topSevas: z.array(
    z.object({
      sevaId: z.number().int(),
      sevaName: z.string(),
      devotees: z.number().int(),
      /** Booked lines (one per day of a continuous seva). */
      bookings: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});
export type TempleDevoteeSummary = z.infer<typeof TempleDevoteeSummarySchema>;

// Devotee accounts who booked at the temple (spec devotee-users) ------------------------------------

export const DevoteeAccountListQuerySchema = PageQuerySchema.extend({
  /** Matches name, mobile or email. */
  search: z.string().trim().max(100).optional(),
});
export type DevoteeAccountListQuery = z.infer<typeof DevoteeAccountListQuerySchema>;

/** A registered devotee account (user type 4) with a paid order here; read-only for the temple. */
export const DevoteeAccountSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** When the account was made (ISO). */
  joinedAt: z.string(),
  /** 1 active, 0 disabled, 2 deleted (its name and contacts are cleared). */
  status: z.number().int(),
  /** Paid orders here. */
  bookingsCount: z.number().int(),
  lastBookingDate: z.string(),
});
export type DevoteeAccount = z.infer<typeof DevoteeAccountSchema>;
export const DevoteeAccountListSchema = pageOf(DevoteeAccountSchema);
export type DevoteeAccountList = z.infer<typeof DevoteeAccountListSchema>;

// Notifications ------------------------------------------------------------------------------------

export const MAX_NOTIFICATION_USER_IDS = 1000;
/** How far ahead staff may schedule a notification. */
export const NOTIFICATION_SCHEDULE_MAX_DAYS = 30;

/**
 * Who a temple's notification reaches: every devotee who booked at or follows the temple, the listed
 * ones among them, those with a pooja on a date, those booked for a seva (on a date, or any), or those
 * holding a virtual-queue token for a slot.
 */
export const NotificationAudienceSchema = z.union([
  z.literal('all-devotees'),
  z.strictObject({ userIds: z.array(z.number().int().positive()).min(1).max(MAX_NOTIFICATION_USER_IDS) }),
  z.strictObject({ bookedOn: IsoDateSchema }),
  z.strictObject({ sevaId: z.number().int().positive(), date: IsoDateSchema.optional() }),
  z.strictObject({ queueSlot: z.strictObject({ date: IsoDateSchema, startTime: TimeOfDayInputSchema }) }),
]);
export type NotificationAudience = z.infer<typeof NotificationAudienceSchema>;

export const NOTIFICATION_AUDIENCE_KINDS = [
  'all-devotees',
  'selected',
  'booked-on',
  'seva',
  'queue-slot',
] as const;
export type NotificationAudienceKind = (typeof NOTIFICATION_AUDIENCE_KINDS)[number];

export function audienceKindOf(audience: NotificationAudience): NotificationAudienceKind {
  if (audience === 'all-devotees') return 'all-devotees';
  if ('userIds' in audience) return 'selected';
  if ('bookedOn' in audience) return 'booked-on';
  if ('sevaId' in audience) return 'seva';
  return 'queue-slot';
}

export const SendTempleNotificationInputSchema = z.strictObject({
  title: z.string().trim().min(1, 'Enter a title').max(100),
  body: z.string().trim().min(1, 'Enter the message').max(1000),
  /** A route of the app to open, e.g. /temple-festivals. */
  link: z
    .string()
    .trim()
    .regex(/^\/[\w\-/?=&.]*$/, 'A link is a path of the app, starting with /')
    .max(200)
    .optional(),
  audience: NotificationAudienceSchema,
  /** Also send an SMS to each devotee with a mobile number who takes temple messages by SMS. */
  sendSms: z.boolean().default(false),
  /** When to send (ISO date-time, up to NOTIFICATION_SCHEDULE_MAX_DAYS ahead); absent: now. */
  sendAt: z.iso.datetime({ offset: true, message: 'Give the sending time as a date and time' }).optional(),
});
export type SendTempleNotificationInput = z.infer<typeof SendTempleNotificationInputSchema>;

export const NOTIFICATION_BROADCAST_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type NotificationBroadcastStatus = (typeof NOTIFICATION_BROADCAST_STATUSES)[number];

export const NotificationBroadcastSchema = z.object({
  id: z.number().int(),
  templeId: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  audience: z.enum(NOTIFICATION_AUDIENCE_KINDS),
  /** The segment's parameters: the date, the seva, the queue slot's start. */
  segment: z.object({
    date: z.string().nullable(),
    sevaId: z.number().int().nullable(),
    sevaName: z.string().nullable(),
    startTime: z.string().nullable(),
  }),
  status: z.enum(NOTIFICATION_BROADCAST_STATUSES),
  /** When it goes (or went) out. */
  sendAt: z.string(),
  /** The audience counted when it was sent or scheduled; `recipients` is how many have it so far. */
  recipientsTotal: z.number().int(),
  recipients: z.number().int(),
  smsSent: z.number().int(),
  /** Devices reached by push, and recipients whose devices could not be reached. */
  push: z.object({ sent: z.number().int(), failed: z.number().int(), pending: z.number().int() }),
  sendSms: z.boolean(),
  sentBy: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationBroadcast = z.infer<typeof NotificationBroadcastSchema>;
export const NotificationBroadcastListSchema = pageOf(NotificationBroadcastSchema);
export type NotificationBroadcastList = z.infer<typeof NotificationBroadcastListSchema>;

export const NotificationBroadcastParamsSchema = z.strictObject({ templeId: IdParam, broadcastId: IdParam });

export const MyNotificationSchema = z.object({
  id: z.number().int(),
  temple: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type MyNotification = z.infer<typeof MyNotificationSchema>;

export const MyNotificationListSchema = pageOf(MyNotificationSchema).extend({
  unread: z.number().int(),
});
export type MyNotificationList = z.infer<typeof MyNotificationListSchema>;

export const NotificationIdParamsSchema = z.strictObject({ notificationId: IdParam });
