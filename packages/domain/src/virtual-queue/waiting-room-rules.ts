import {
  RELEASE_BATCH_SECONDS,
  type ReleaseStatus,
  WAITING_ROOM_POLL_SECONDS,
  WAITING_ROOM_POLL_SECONDS_FAR,
  type WaitingRoomState,
} from './release-schemas.ts';

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

/**
 * How soon a devotee's screen should ask again: every WAITING_ROOM_POLL_SECONDS when something may
 * change for them within a minute (their turn, the room's opening, the end of their window), every 15 s
 * within five minutes, else every WAITING_ROOM_POLL_SECONDS_FAR. A lakh waiting all asking every 5 s
 * would be 20,000 requests a second; most of them are minutes from their turn.
 */
export function pollSecondsFor(line: LineFacts, stands: PlaceInLine, now: Date): number {
  const next =
    stands.state === 'waiting'
      ? (stands.estimatedAt ?? line.opensAt)
      : stands.state === 'notYet'
        ? line.waitingOpensAt
        : stands.state === 'admitted'
          ? stands.admittedUntil
          : stands.state === 'notJoined'
            ? now
            : null;
  if (!next) return WAITING_ROOM_POLL_SECONDS_FAR;
  const seconds = (next.getTime() - now.getTime()) / 1000;
  if (seconds <= 60) return WAITING_ROOM_POLL_SECONDS;
  return seconds <= 300 ? 15 : WAITING_ROOM_POLL_SECONDS_FAR;
}
