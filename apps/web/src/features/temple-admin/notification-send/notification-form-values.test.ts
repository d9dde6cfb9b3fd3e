import { describe, expect, it } from 'vitest';
import {
  EMPTY_NOTIFICATION,
  type NotificationFormValues,
  notificationFormSchema,
  toNotificationInput,
} from './notification-form-values.ts';

const INDIA = 'Asia/Kolkata';

function filled(changes: Partial<NotificationFormValues> = {}): NotificationFormValues {
  return { ...EMPTY_NOTIFICATION, title: 'Utsavam', body: 'Come for the festival.', ...changes };
}

const audience = (changes: Partial<NotificationFormValues['audience']>) => ({
  ...EMPTY_NOTIFICATION.audience,
  ...changes,
});

function issuesOf(values: NotificationFormValues): Record<string, string> {
  const result = notificationFormSchema(INDIA).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the notification form as the API takes it', () => {
  it.each([
    ['every devotee', audience({}), 'all-devotees'],
    ['a pooja day', audience({ kind: 'booked-on', bookedOn: '2026-12-12' }), { bookedOn: '2026-12-12' }],
    ['a seva on any date', audience({ kind: 'seva', sevaId: '7' }), { sevaId: 7 }],
    [
      'a seva on a date',
      audience({ kind: 'seva', sevaId: '7', date: '2026-12-12' }),
      { sevaId: 7, date: '2026-12-12' },
    ],
    [
      'a queue slot',
      audience({ kind: 'queue-slot', queueSlot: { date: '2026-12-12', startTime: '05:00' } }),
      { queueSlot: { date: '2026-12-12', startTime: '05:00' } },
    ],
  ] as const)('sends only the chosen segment: %s', (_name, values, expected) => {
    // The other segments' fields, filled before the choice changed, are left behind.
    const stale = { ...values, bookedOn: values.bookedOn || '2020-01-01' };
    expect(toNotificationInput(filled({ audience: stale }), INDIA).audience).toEqual(expected);
  });

  it('sends now with no time, and a scheduled time as the temple’s clock shows it', () => {
    const now = toNotificationInput(filled({ sendAt: { date: '2026-12-12', time: '18:30' } }), INDIA);
    expect(now).not.toHaveProperty('sendAt');
    const later = toNotificationInput(
      filled({ when: 'later', sendAt: { date: '2026-12-12', time: '18:30' } }),
      INDIA,
    );
    expect(later.sendAt).toBe('2026-12-12T13:00:00.000Z');
  });

  it('leaves out an empty link and sends SMS only when asked', () => {
    expect(toNotificationInput(filled({ link: '  ' }), INDIA)).toEqual({
      title: 'Utsavam',
      body: 'Come for the festival.',
      audience: 'all-devotees',
      sendSms: false,
    });
    expect(toNotificationInput(filled({ link: '/temple-festivals', sendSms: true }), INDIA)).toMatchObject({
      link: '/temple-festivals',
      sendSms: true,
    });
  });

  it('names every missing part of the chosen segment at its field, with the title', () => {
    expect(issuesOf({ ...filled({ audience: audience({ kind: 'seva' }) }), title: ' ' })).toEqual({
      title: 'Enter a title',
      'audience.sevaId': 'Choose a seva',
    });
    expect(issuesOf(filled({ audience: audience({ kind: 'booked-on' }) }))).toEqual({
      'audience.bookedOn': 'Choose a date',
    });
    expect(issuesOf(filled({ audience: audience({ kind: 'queue-slot' }) }))).toEqual({
      'audience.queueSlot.date': 'Choose a date',
      'audience.queueSlot.startTime': 'Choose a slot',
    });
  });

  it('asks for the day and time of a scheduled one, and for a link that is a page of the app', () => {
    expect(issuesOf(filled({ when: 'later', sendAt: { date: '2026-12-12', time: '' } }))).toEqual({
      sendAt: 'Give the sending time as a date and time',
    });
    expect(issuesOf(filled({ link: 'https://example.org' }))).toEqual({
      link: 'A link is a path of the app, starting with /',
    });
    expect(issuesOf(filled({ when: 'later', sendAt: { date: '2026-12-12', time: '06:00' } }))).toEqual({});
  });
});
