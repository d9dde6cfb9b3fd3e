import {
  type NotificationAudience,
  type SendTempleNotificationInput,
  SendTempleNotificationInputSchema,
} from '@nivedya/domain';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { instantIn } from '../../../lib/time-zone.ts';

/** The segments the form offers (the API's `{ userIds }` has no chooser on this screen). */
export const AUDIENCE_CHOICES = ['all-devotees', 'booked-on', 'seva', 'queue-slot'] as const;
export type AudienceChoice = (typeof AUDIENCE_CHOICES)[number];

const fields = SendTempleNotificationInputSchema.shape;

/**
 * The form as its inputs hold it: every segment's fields at once (only the chosen one's are sent),
 * dates yyyy-MM-dd from the calendar, times HH:mm in the temple's zone. The names follow the API's
 * (`audience.sevaId`, `sendAt`), so the server's field errors land on the fields.
 */
const NotificationFormFields = z
  .object({
    title: fields.title,
    body: fields.body,
    link: z.string(),
    audience: z.object({
      kind: z.enum(AUDIENCE_CHOICES),
      bookedOn: z.string(),
      sevaId: z.string(),
      date: z.string(),
      queueSlot: z.object({ date: z.string(), startTime: z.string() }),
    }),
    sendSms: z.boolean(),
    when: z.enum(['now', 'later']),
    sendAt: z.object({ date: z.string(), time: z.string() }),
  })
  .superRefine(({ audience }, context) => {
    const require = (value: string, path: string[], message: string) => {
      if (!value) context.addIssue({ code: 'custom', path: ['audience', ...path], message });
    };
    if (audience.kind === 'booked-on') require(audience.bookedOn, ['bookedOn'], 'Choose a date');
    if (audience.kind === 'seva') require(audience.sevaId, ['sevaId'], 'Choose a seva');
    if (audience.kind === 'queue-slot') {
      require(audience.queueSlot.date, ['queueSlot', 'date'], 'Choose a date');
      require(audience.queueSlot.startTime, ['queueSlot', 'startTime'], 'Choose a slot');
    }
  });
export type NotificationFormValues = z.input<typeof NotificationFormFields>;
/** The form as the screen holds it: its inputs, checked into the API's input. */
export type NotificationForm = UseFormReturn<NotificationFormValues, unknown, SendTempleNotificationInput>;

/** The server's field names that are fields of this form. */
export const NOTIFICATION_FIELDS = [
  'title',
  'body',
  'link',
  'sendAt',
  'audience.bookedOn',
  'audience.sevaId',
  'audience.date',
  'audience.queueSlot.date',
  'audience.queueSlot.startTime',
] as const;

export const EMPTY_NOTIFICATION: NotificationFormValues = {
  title: '',
  body: '',
  link: '',
  audience: {
    kind: 'all-devotees',
    bookedOn: '',
    sevaId: '',
    date: '',
    queueSlot: { date: '', startTime: '' },
  },
  sendSms: false,
  when: 'now',
  sendAt: { date: '', time: '' },
};

function audienceOf({ audience }: NotificationFormValues): NotificationAudience {
  switch (audience.kind) {
    case 'all-devotees':
      return 'all-devotees';
    case 'booked-on':
      return { bookedOn: audience.bookedOn };
    case 'seva':
      return { sevaId: Number(audience.sevaId), ...(audience.date ? { date: audience.date } : {}) };
    case 'queue-slot':
      return { queueSlot: { ...audience.queueSlot } };
  }
}

/**
 * The form as the API's input. A scheduled time is the temple's clock (ARCHITECTURE rule 8), whatever
 * the device's zone; a date or time left out is sent empty, for the schema to name.
 */
export function toNotificationInput(
  values: NotificationFormValues,
  timeZone: string,
): z.input<typeof SendTempleNotificationInputSchema> {
  const { date, time } = values.sendAt;
  const link = values.link.trim();
  return {
    title: values.title,
    body: values.body,
    ...(link ? { link } : {}),
    audience: audienceOf(values),
    sendSms: values.sendSms,
    ...(values.when === 'later'
      ? { sendAt: date && time ? instantIn(timeZone, date, time).toISOString() : '' }
      : {}),
  };
}

/** The form checked as the server checks a notification, in the temple's zone. */
export function notificationFormSchema(timeZone: string) {
  return NotificationFormFields.transform((values) => toNotificationInput(values, timeZone)).pipe(
    SendTempleNotificationInputSchema,
  );
}
