import { describe, expect, it } from 'vitest';
import { ReleaseInputSchema } from './release-schemas.ts';
import { batchSize, type LineFacts, placeInLine, pollSecondsFor, releaseGate } from './waiting-room-rules.ts';

const OPENS = new Date('2026-12-01T04:30:00Z');
const seconds = (n: number) => new Date(OPENS.getTime() + n * 1000);

function aLine(overrides: Partial<LineFacts> = {}): LineFacts {
  return {
    waitingOpensAt: seconds(-15 * 60),
    opensAt: OPENS,
    closesAt: seconds(2 * 3600),
    windowMinutes: 10,
    admitPerMinute: 600,
    isOrdered: true,
    admittedThrough: 0,
    batches: [],
    cancelled: false,
    ...overrides,
  };
}

describe('a waiting room line', () => {
  it('admits a twelfth of a minute’s rate every 5 seconds, at least one', () => {
    expect(batchSize(600)).toBe(50);
    expect(batchSize(12)).toBe(1);
    expect(batchSize(13)).toBe(2);
  });

  it('says where a devotee stands and when their batch should come', () => {
    const line = aLine({
      admittedThrough: 100,
      batches: [
        { admittedThrough: 50, admittedAt: OPENS },
        { admittedThrough: 100, admittedAt: seconds(5) },
      ],
    });
    // 151 is the first of the batch after next: 10 s after the last batch, one batch of 50 later.
    expect(placeInLine(line, { place: 151 }, seconds(6))).toEqual({
      state: 'waiting',
      position: 51,
      estimatedAt: seconds(15),
      admittedUntil: null,
    });
    expect(placeInLine(line, { place: 101 }, seconds(6)).estimatedAt).toEqual(seconds(10));
    expect(placeInLine(line, { place: 60 }, seconds(6))).toEqual({
      state: 'admitted',
      position: 0,
      estimatedAt: null,
      admittedUntil: seconds(5 + 600),
    });
    expect(placeInLine(line, { place: 60 }, seconds(5 + 600)).state).toBe('expired');
    expect(placeInLine(line, { place: 10 }, seconds(600)).state).toBe('expired');
    expect(placeInLine(line, null, seconds(6)).state).toBe('notJoined');
    expect(placeInLine(line, { place: null }, seconds(-60))).toMatchObject({
      state: 'waiting',
      position: null,
      estimatedAt: OPENS,
    });
  });

  it('asks again every 5 s when the turn is within a minute, less often the further it is', () => {
    const line = aLine({ admittedThrough: 100, batches: [{ admittedThrough: 100, admittedAt: OPENS }] });
    const pollFor = (place: number, now: Date) =>
      pollSecondsFor(line, placeInLine(line, { place }, now), now);
    // 50 places a batch, a batch every 5 s: place 600 is 55 s away, 2,600 four minutes, 10,100 seventeen.
    expect(pollFor(600, seconds(1))).toBe(5);
    expect(pollFor(2_600, seconds(1))).toBe(15);
    expect(pollFor(10_100, seconds(1))).toBe(30);
    // Let in: every 30 s until the last minute of the window, then every 5 s.
    expect(pollFor(50, seconds(1))).toBe(30);
    expect(pollFor(50, seconds(560))).toBe(5);
    // Before the room opens, the same by its opening; the draw to come, by the opening.
    const early = seconds(-40 * 60);
    expect(pollSecondsFor(aLine(), placeInLine(aLine(), null, early), early)).toBe(30);
    const drawn = seconds(-30);
    expect(pollSecondsFor(aLine(), placeInLine(aLine(), { place: null }, drawn), drawn)).toBe(5);
  });

  it('is closed to bookings before the opening, admits by turn until it closes, then is free', () => {
    expect(placeInLine(aLine(), null, seconds(-16 * 60)).state).toBe('notYet');
    expect(releaseGate(aLine(), seconds(-1))).toBe('notOpen');
    expect(releaseGate(aLine(), OPENS)).toBe('admission');
    expect(releaseGate(aLine(), seconds(2 * 3600))).toBe('free');
    expect(releaseGate(aLine({ cancelled: true }), OPENS)).toBe('free');
    expect(placeInLine(aLine(), { place: 3 }, seconds(2 * 3600)).state).toBe('closed');
  });

  it('refuses a release that ends before it starts, or opens after its first date', () => {
    const parsed = ReleaseInputSchema.safeParse({
      fromDate: '2026-12-10',
      toDate: '2026-12-09',
      opensOn: '2026-12-11',
      opensAt: '10:00',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['toDate', 'The last date cannot be before the first'],
      ['opensOn', 'Bookings must open on or before the first date'],
    ]);
    const defaults = ReleaseInputSchema.parse({
      fromDate: '2026-12-10',
      toDate: '2026-12-20',
      opensOn: '2026-12-01',
      opensAt: '10:00',
    });
    expect(defaults).toMatchObject({
      waitingMinutes: 15,
      order: 'arrival',
      admitPerMinute: 600,
      windowMinutes: 10,
      openForMinutes: 120,
    });
  });
});
