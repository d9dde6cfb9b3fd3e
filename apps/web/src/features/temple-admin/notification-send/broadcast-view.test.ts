import type { NotificationBroadcast } from '@nivedya/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { audienceText, furtherOf, progressPercent } from './broadcast-view.ts';

/** The key and its options, so each case shows what the screen asks the catalogue for. */
const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

function broadcast(
  audience: NotificationBroadcast['audience'],
  segment: Partial<NotificationBroadcast['segment']> = {},
): NotificationBroadcast {
  return {
    id: 1,
    templeId: 3,
    title: 'Utsavam',
    body: 'Come',
    link: null,
    audience,
    segment: { date: null, sevaId: null, sevaName: null, startTime: null, ...segment },
    status: 'sent',
    sendAt: '2026-12-12T13:00:00.000Z',
    recipientsTotal: 40,
    recipients: 40,
    smsSent: 0,
    push: { sent: 0, failed: 0, pending: 0 },
    sendSms: false,
    sentBy: null,
    startedAt: null,
    finishedAt: null,
    createdAt: '2026-12-12T13:00:00.000Z',
  };
}

describe('whom a notification went to, in words', () => {
  it.each([
    [broadcast('all-devotees'), 'notificationSend.audienceOf.all'],
    [broadcast('selected'), 'notificationSend.audienceOf.selected {"count":40}'],
    [
      broadcast('booked-on', { date: '2026-12-12' }),
      'notificationSend.audienceOf.bookedOn {"date":"12-Dec-2026"}',
    ],
    [
      broadcast('seva', { sevaId: 5, sevaName: 'Pushpanjali' }),
      'notificationSend.audienceOf.sevaAny {"seva":"Pushpanjali"}',
    ],
    [
      broadcast('seva', { sevaId: 5, sevaName: 'Pushpanjali', date: '2026-12-12' }),
      'notificationSend.audienceOf.sevaOn {"seva":"Pushpanjali","date":"12-Dec-2026"}',
    ],
    [
      broadcast('queue-slot', { date: '2026-12-12', startTime: '05:00' }),
      'notificationSend.audienceOf.queue {"time":"05:00","date":"12-Dec-2026"}',
    ],
  ])('%#: %s', (item, words) => {
    expect(audienceText(item, t)).toBe(words);
  });

  it('names a seva deleted since as no longer listed', () => {
    expect(audienceText(broadcast('seva', { sevaId: 5 }), t)).toBe(
      'notificationSend.audienceOf.sevaAny {"seva":"notificationSend.audienceOf.unknownSeva"}',
    );
  });
});

describe('how far a sending has got', () => {
  it.each([
    [0, 2500, 0],
    [1000, 2500, 40],
    [2500, 2500, 100],
    [0, 0, 0],
    // An audience that grew while it was sent never shows more than done.
    [2600, 2500, 100],
  ])('%i of %i is %i%', (recipients, recipientsTotal, percent) => {
    expect(progressPercent({ recipients, recipientsTotal })).toBe(percent);
  });
});

describe('the further on of two copies of a broadcast', () => {
  const sending = (recipients: number, pushSent = 0) => ({
    ...broadcast('all-devotees'),
    status: 'sending' as const,
    recipientsTotal: 2500,
    recipients,
    push: { sent: pushSent, failed: 0, pending: 0 },
  });

  it('is the one further on, whichever answer came back last', () => {
    expect(furtherOf(sending(1000), sending(2000)).recipients).toBe(2000);
    expect(furtherOf(sending(2000), sending(1000)).recipients).toBe(2000);
    expect(furtherOf(sending(2500, 10), sending(2500, 40)).push.sent).toBe(40);
    const sent = { ...sending(2500), status: 'sent' as const };
    expect(furtherOf(sending(2500, 40), sent).status).toBe('sent');
    const scheduled = { ...broadcast('all-devotees'), status: 'scheduled' as const, recipients: 0 };
    expect(furtherOf(scheduled, sending(0)).status).toBe('sending');
  });
});
