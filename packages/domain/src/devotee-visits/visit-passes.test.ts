import { describe, expect, it } from 'vitest';
import { passesToCall, passRoom, projectPassCall } from './visit-passes.ts';

describe('passRoom', () => {
  it('is the threshold less those inside and those called on their way', () => {
    expect(passRoom({ alertThreshold: 240, inside: 200, heldPeople: 15 })).toBe(25);
  });

  it('is never below zero when a zone is over its threshold', () => {
    expect(passRoom({ alertThreshold: 240, inside: 250, heldPeople: 4 })).toBe(0);
  });
});

describe('passesToCall', () => {
  const waiting = [
    { number: 1, people: 4 },
    { number: 2, people: 2 },
    { number: 3, people: 5 },
  ];

  it('calls in number order while the parties fit', () => {
    expect(passesToCall(waiting, 6).map((pass) => pass.number)).toEqual([1, 2]);
    expect(passesToCall(waiting, 11).map((pass) => pass.number)).toEqual([1, 2, 3]);
  });

  it('lets no smaller party overtake one at the head that does not fit yet', () => {
    expect(passesToCall(waiting, 3)).toEqual([]);
  });

  it('calls nobody without room', () => {
    expect(passesToCall(waiting, 0)).toEqual([]);
  });
});

describe('projectPassCall', () => {
  const now = new Date('2026-11-26T05:00:00Z');
  const zone = { now, alertThreshold: 100, inside: 100, heldPeople: 0, recentMinutes: 15 };

  it('divides the devotees who must leave first by the exit rate of the last minutes', () => {
    // 10 must leave; 30 left in 15 minutes = 2 a minute: 5 minutes.
    const at = projectPassCall({ ...zone, peopleUpToThis: 10, exitsRecent: 30 });
    expect(at?.toISOString()).toBe('2026-11-26T05:05:00.000Z');
  });

  it('rounds a part of a minute up', () => {
    const at = projectPassCall({ ...zone, peopleUpToThis: 1, exitsRecent: 30 });
    expect(at?.toISOString()).toBe('2026-11-26T05:01:00.000Z');
  });

  it('counts the passes called and not yet in', () => {
    const at = projectPassCall({ ...zone, heldPeople: 20, peopleUpToThis: 10, exitsRecent: 30 });
    expect(at?.toISOString()).toBe('2026-11-26T05:15:00.000Z');
  });

  it('has no projection when nobody has left lately', () => {
    expect(projectPassCall({ ...zone, peopleUpToThis: 4, exitsRecent: 0 })).toBeNull();
  });

  it('is now when the party already fits', () => {
    expect(projectPassCall({ ...zone, inside: 50, peopleUpToThis: 4, exitsRecent: 0 })).toEqual(now);
  });
});
