import { batchSize, releaseStatus } from '@nivedya/domain';
import type { Database, Executor } from '../../db/client.ts';
import {
  advanceLine,
  type ReleaseRow,
  selectLiveReleases,
  selectPlace,
  selectRelease,
} from './releases-repository.ts';

/**
 * What each process remembers of the waiting rooms, so that a hundred thousand devotees asking for their
 * place every few seconds cost the database about one read per release per second, not one each:
 * a line is moved on and read at most once per LINE_TTL_MS (by this process's clock of the app, so a
 * test's clock moves it too), a temple's live releases likewise, and a devotee's place once it is given
 * (places never change, except by joining again, which this process writes and remembers).
 */

export const LINE_TTL_MS = 1_000;
/** Places remembered at most; past it the memory starts afresh (a place is read again on its next ask). */
const MAX_PLACES = 500_000;

export interface ReleaseLine extends ReleaseRow {
  /** Places still free on the release's dates, as `PlacesLeft` counts them (null: not counted). */
  placesLeft: number | null;
}

/** Counts the places still free on a release's dates (the virtual queue counts its slots'; app.ts wires it). */
export type PlacesLeft = (db: Executor, release: ReleaseRow) => Promise<number | null>;

export interface ReleaseLines {
  live(db: Executor, templeId: number, now: Date): Promise<ReleaseRow[]>;
  /** The release with its line moved on; `fresh` reads it now whatever this process read before. */
  line(db: Database, releaseId: number, now: Date, fresh?: boolean): Promise<ReleaseLine | null>;
  place(db: Executor, releaseId: number, userId: number): Promise<number | null | undefined>;
  remember(releaseId: number, userId: number, place: number | null): void;
  invalidate(templeId: number): void;
}

interface Remembered<T> {
  value: Promise<T>;
  readAt: number;
}

export function createReleaseLines(placesLeft: PlacesLeft, ttlMs = LINE_TTL_MS): ReleaseLines {
  const temples = new Map<number, Remembered<ReleaseRow[]>>();
  const lines = new Map<number, Remembered<ReleaseLine | null>>();
  // Keyed by number, not by a "release:user" string: at an opening this holds a hundred thousand places.
  const places = new Map<number, Map<number, number>>();

  function remembered<K, T>(
    map: Map<K, Remembered<T>>,
    key: K,
    now: Date,
    fresh: boolean,
    load: () => Promise<T>,
  ) {
    const entry = map.get(key);
    const at = now.getTime();
    if (!fresh && entry && at - entry.readAt < ttlMs && at >= entry.readAt) return entry.value;
    const value = load();
    map.set(key, { value, readAt: at });
    value.catch(() => {
      if (map.get(key)?.value === value) map.delete(key);
    });
    return value;
  }

  async function loadLine(db: Database, releaseId: number, now: Date): Promise<ReleaseLine | null> {
    const before = await selectRelease(db, releaseId);
    if (!before) return null;
    // Nothing moves before the opening, after the close, or while everyone in line has been let in.
    const { line } = before;
    const moves =
      releaseStatus(line, now) === 'admitting' && (!line.isOrdered || line.admittedThrough < before.arrivals);
    if (moves) {
      await advanceLine(
        db,
        releaseId,
        { batch: batchSize(line.admitPerMinute), isOrdered: line.isOrdered },
        now,
      );
    }
    const release = moves ? ((await selectRelease(db, releaseId)) ?? before) : before;
    return { ...release, placesLeft: await placesLeft(db, release) };
  }

  let placesHeld = 0;
  function remember(releaseId: number, userId: number, place: number | null) {
    if (place === null) return;
    if (placesHeld >= MAX_PLACES) {
      places.clear();
      placesHeld = 0;
    }
    let line = places.get(releaseId);
    if (!line) {
      line = new Map();
      places.set(releaseId, line);
    }
    if (!line.has(userId)) placesHeld += 1;
    line.set(userId, place);
  }

  return {
    live: (db, templeId, now) =>
      remembered(temples, templeId, now, false, () => selectLiveReleases(db, templeId, now)),
    line: (db, releaseId, now, fresh = false) =>
      remembered(lines, releaseId, now, fresh, () => loadLine(db, releaseId, now)),
    async place(db, releaseId, userId) {
      const known = places.get(releaseId)?.get(userId);
      if (known !== undefined) return known;
      const place = await selectPlace(db, releaseId, userId);
      if (typeof place === 'number') remember(releaseId, userId, place);
      return place;
    },
    remember,
    invalidate(templeId) {
      temples.delete(templeId);
      // Lines are few and cheap to read again; which temple each belongs to is inside its promise.
      lines.clear();
    },
  };
}
