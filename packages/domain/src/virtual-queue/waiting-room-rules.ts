import { RELEASE_BATCH_SECONDS, type ReleaseStatus, type WaitingRoomState } from './release-schemas.ts';

/**
 * A waiting room's line (issue #20 §2), as pure rules: the server keeps the line's facts in the
 * database; where a devotee stands, when they may book, and whether a booking needs an admission are
 * worked out from those facts and the clock, the same in every process.
 */

/** The line as every process reads it (kept in the database). */
export interface LineFacts {
  opensAt: Date;
  closesAt: Date;
  waitingOpensAt: Date;
  windowMinutes: number;
  admitPerMinute: number;
  /** The line's order is fixed: the opening's draw has been made (or the order is by arrival). */
  isOrdered: boolean;
  /** Devotees admitted: places 1…admittedThrough. */
  admittedThrough: number;
  /** Each batch: the last place it admitted and when. Ascending. */
  batches: readonly { admittedThrough: number; admittedAt: Date }[];
  cancelled: boolean;
}

/** A batch's size: the admissions of RELEASE_BATCH_SECONDS at the temple's rate, at least one. */
export function batchSize(admitPerMinute: number): number {
  return Math.max(1, Math.ceil((admitPerMinute * RELEASE_BATCH_SECONDS) / 60));
}

export function releaseStatus(line: LineFacts, now: Date): ReleaseStatus {
  if (line.cancelled) return 'cancelled';
  if (now >= line.closesAt) return 'closed';
  if (now >= line.opensAt) return 'admitting';
  if (now >= line.waitingOpensAt) return 'waiting';
  return 'scheduled';
}

/** When the batch that admitted `place` did so, or null while it waits. */
export function admittedAt(line: LineFacts, place: number): Date | null {
  if (place > line.admittedThrough) return null;
  const batch = line.batches.find((each) => each.admittedThrough >= place);
  return batch?.admittedAt ?? null;
}

export interface PlaceInLine {
  state: WaitingRoomState;
  position: number | null;
  estimatedAt: Date | null;
  admittedUntil: Date | null;
}

/**
 * Where a devotee stands: `place` is their place in line (null when they have not joined, or came
 * before a random-order opening whose draw is not made yet).
 */
export function placeInLine(line: LineFacts, entry: { place: number | null } | null, now: Date): PlaceInLine {
  const nothing = { position: null, estimatedAt: null, admittedUntil: null };
  const status = releaseStatus(line, now);
  if (status === 'cancelled' || status === 'closed') return { state: 'closed', ...nothing };
  if (status === 'scheduled') return { state: 'notYet', ...nothing };
  if (!entry) return { state: 'notJoined', ...nothing };
  if (entry.place === null) return { state: 'waiting', ...nothing, estimatedAt: line.opensAt };
  const admitted = admittedAt(line, entry.place);
  if (admitted) {
    const until = new Date(admitted.getTime() + line.windowMinutes * 60_000);
    return until > now
      ? { state: 'admitted', position: 0, estimatedAt: null, admittedUntil: until }
      : { state: 'expired', ...nothing };
  }
  const position = entry.place - line.admittedThrough;
  const size = batchSize(line.admitPerMinute);
  const lastBatch = line.batches.at(-1)?.admittedAt;
  const nextBatch = lastBatch
    ? new Date(Math.max(now.getTime(), lastBatch.getTime() + RELEASE_BATCH_SECONDS * 1000))
    : new Date(Math.max(now.getTime(), line.opensAt.getTime()));
  const batchesBefore = Math.ceil(position / size) - 1;
  return {
    state: 'waiting',
    position,
    estimatedAt: new Date(nextBatch.getTime() + batchesBefore * RELEASE_BATCH_SECONDS * 1000),
    admittedUntil: null,
  };
}

/** Whether a booking of these dates needs the waiting room's admission now, or cannot be made yet. */
export function releaseGate(line: LineFacts, now: Date): 'notOpen' | 'admission' | 'free' {
  const status = releaseStatus(line, now);
  if (status === 'cancelled' || status === 'closed') return 'free';
  return status === 'admitting' ? 'admission' : 'notOpen';
}
