/**
 * Walk-in passes by occupancy (issue #16): a zone lets passes in while its alert threshold has room,
 * counting those already called who have not reached the gate yet; the rest wait in number order.
 */

export const VISIT_PASS_STATUSES = ['waiting', 'called', 'entered', 'cancelled'] as const;
export type VisitPassStatus = (typeof VISIT_PASS_STATUSES)[number];

/**
 * A called pass keeps its party's room this long. A devotee who has wandered off does not hold the
 * zone empty for the day; when they come back their pass still lets them in.
 */
export const VISIT_PASS_HOLD_MINUTES = 15;

/** How many more devotees the zone takes through passes: its threshold less inside and on their way. */
export function passRoom(zone: { alertThreshold: number; inside: number; heldPeople: number }): number {
  return Math.max(0, zone.alertThreshold - zone.inside - zone.heldPeople);
}

/**
 * The waiting passes (in number order) to call into `room`: strictly in turn, so a large party at the
 * head waits for room rather than being overtaken by smaller ones behind it.
 */
export function passesToCall<T extends { people: number }>(waiting: readonly T[], room: number): T[] {
  const called: T[] = [];
  let left = room;
  for (const pass of waiting) {
    if (pass.people > left) break;
    called.push(pass);
    left -= pass.people;
  }
  return called;
}

/**
 * When a waiting pass should be called: the devotees who must leave before its party fits, at the
 * zone's exit rate of the last minutes. Null when nobody has left lately (no rate to project from).
 */
export function projectPassCall(input: {
  now: Date;
  alertThreshold: number;
  inside: number;
  heldPeople: number;
  /** The people of the waiting passes up to and including this one. */
  peopleUpToThis: number;
  exitsRecent: number;
  recentMinutes: number;
}): Date | null {
  const mustLeave = input.inside + input.heldPeople + input.peopleUpToThis - input.alertThreshold;
  if (mustLeave <= 0) return input.now;
  if (input.exitsRecent <= 0) return null;
  const minutes = Math.ceil((mustLeave * input.recentMinutes) / input.exitsRecent);
  return new Date(input.now.getTime() + minutes * 60_000);
}
