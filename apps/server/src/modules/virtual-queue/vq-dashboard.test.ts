import { describe, expect, it } from 'vitest';
import { admittingSlot } from './vq-dashboard.ts';

type Phase = 'closed' | 'open' | 'upcoming';
const slot = (startTime: string, phase: Phase, booked: number, admitted: number) => ({
  startTime,
  phase,
  booked,
  admitted,
});

describe('the slot "Now admitting" shows', () => {
  it('is the open slot whose devotees are coming in, not an empty one beside it', () => {
    const slots = [
      slot('04:59', 'open', 0, 0),
      slot('05:00', 'open', 12, 4),
      slot('07:00', 'upcoming', 3, 0),
    ];
    expect(admittingSlot(slots)?.startTime).toBe('05:00');
  });

  it('prefers admissions, then bookings, then the earliest', () => {
    expect(admittingSlot([slot('05:00', 'open', 30, 0), slot('05:30', 'open', 5, 2)])?.startTime).toBe(
      '05:30',
    );
    expect(admittingSlot([slot('05:00', 'open', 3, 0), slot('05:30', 'open', 9, 0)])?.startTime).toBe(
      '05:30',
    );
    expect(admittingSlot([slot('05:00', 'open', 0, 0), slot('05:30', 'open', 0, 0)])?.startTime).toBe(
      '05:00',
    );
  });

  it('is none when no slot is open', () => {
    expect(admittingSlot([slot('05:00', 'closed', 9, 9), slot('07:00', 'upcoming', 1, 0)])).toBeNull();
  });
});
