import {
  DomainError,
  formatDisplayDate,
  formatInstantDateTime,
  placeInLine,
  pollSecondsFor,
  RELEASE_DATE_MESSAGES,
  type Release,
  type ReleaseInputParsed,
  type ReleaseSummary,
  releaseGate,
  releaseStatus,
  type WaitingRoom,
} from '@nivedya/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { SessionUser } from '../auth/index.ts';
import { getTemple } from '../temples/index.ts';
import type { ReleaseLine } from './release-lines.ts';
import {
  cancelRelease,
  insertRelease,
  isSevaOfTemple,
  joinLine,
  type ReleaseRow,
  selectOverlappingRelease,
  selectRelease,
  selectTempleReleases,
} from './releases-repository.ts';

export type ReleaseDeps = Pick<AppDeps, 'db' | 'now' | 'releases'>;

/** Who made a change, for the audit log (ARCHITECTURE rule 10). */
export interface Actor {
  id: number;
  ip?: string | null | undefined;
}

/**
 * Releases and their waiting rooms (issue #20 §2): the temple administrator opens a range of darshan
 * dates, or of a seva's dates, at a time; devotees wait, are put in line and admitted in batches; a
 * booking of those dates (a queue token, a checkout line) needs an admission until the release closes.
 */

const STAFF_LIST_LIMIT = 50;

/**
 * What devotees see of a release but its status, written once per read of the line: every waiting
 * devotee's poll answers it.
 */
const fixedSummaries = new WeakMap<ReleaseRow, Omit<ReleaseSummary, 'status'>>();

function summary(release: ReleaseRow, now: Date): ReleaseSummary {
  let fixed = fixedSummaries.get(release);
  if (!fixed) {
    const { line } = release;
    fixed = {
      id: release.id,
      templeId: release.templeId,
      templeName: release.templeName,
      templeTimeZone: release.templeTimeZone,
      sevaId: release.sevaId,
      sevaName: release.sevaName,
      fromDate: release.fromDate,
      toDate: release.toDate,
      waitingOpensAt: line.waitingOpensAt.toISOString(),
      opensAt: line.opensAt.toISOString(),
      closesAt: line.closesAt.toISOString(),
      order: release.order,
      windowMinutes: line.windowMinutes,
    };
    fixedSummaries.set(release, fixed);
  }
  return { ...fixed, status: releaseStatus(release.line, now) };
}

function staffView(release: ReleaseRow, now: Date): Release {
  return {
    ...summary(release, now),
    admitPerMinute: release.line.admitPerMinute,
    arrivals: release.arrivals,
    admitted: release.line.admittedThrough,
    createdAt: release.createdAt.toISOString(),
  };
}

/** The temple's releases for its staff, newest first. */
export async function findReleases(deps: ReleaseDeps, templeId: number): Promise<{ items: Release[] }> {
  await getTemple(deps.db, templeId);
  const rows = await selectTempleReleases(deps.db, templeId, STAFF_LIST_LIMIT);
  const now = deps.now();
  return { items: rows.map((row) => staffView(row, now)) };
}

export async function createRelease(
  deps: ReleaseDeps,
  actor: Actor,
  templeId: number,
  input: ReleaseInputParsed,
): Promise<Release> {
  const temple = await getTemple(deps.db, templeId);
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    // One release at a time per temple: the temple's row is the lock that orders two administrators.
    await tx.execute(sql`select id from temples where id = ${templeId}::int for update`);
    if (input.sevaId !== null && !(await isSevaOfTemple(tx, input.sevaId, templeId))) {
      throw new DomainError('SEVA_NOT_IN_TEMPLE', 'This temple has no such seva', {
        errors: [{ field: 'sevaId', message: 'This temple has no such seva' }],
      });
    }
    const overlapping = await selectOverlappingRelease(tx, { templeId, ...input, now });
    if (overlapping !== null) {
      throw new DomainError('RELEASE_OVERLAP', 'Another release already opens some of these dates', {
        errors: [{ field: 'fromDate', message: 'Another release already opens some of these dates' }],
      });
    }
    const created = await insertRelease(tx, {
      templeId,
      timeZone: temple.timeZone,
      createdBy: actor.id,
      ...input,
    });
    const row = await selectRelease(tx, created);
    if (!row) throw new Error(`Release ${created} was not written`);
    if (row.line.opensAt <= now) {
      throw new DomainError('VALIDATION_FAILED', RELEASE_DATE_MESSAGES.past, {
        errors: [{ field: 'opensAt', message: RELEASE_DATE_MESSAGES.past }],
      });
    }
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'release.created',
      entity: 'releases',
      entityId: created,
      before: null,
      after: { ...input },
      ip: actor.ip ?? null,
      at: now,
    });
    return created;
  });
  deps.releases.invalidate(templeId);
  const row = await selectRelease(deps.db, id);
  if (!row) throw new Error(`Release ${id} was not written`);
  return staffView(row, now);
}

export async function cancelTempleRelease(
  deps: ReleaseDeps,
  actor: Actor,
  templeId: number,
  releaseId: number,
): Promise<Release> {
  await getTemple(deps.db, templeId);
  const now = deps.now();
  const row = await selectRelease(deps.db, releaseId);
  if (!row || row.templeId !== templeId) throw notFound();
  const status = releaseStatus(row.line, now);
  if (status === 'closed' || status === 'cancelled') {
    throw new DomainError('RELEASE_NOT_CHANGEABLE', 'This release has closed or was cancelled');
  }
  await deps.db.transaction(async (tx) => {
    await cancelRelease(tx, releaseId, now);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'release.cancelled',
      entity: 'releases',
      entityId: releaseId,
      before: { status },
      after: { status: 'cancelled' },
      ip: actor.ip ?? null,
      at: now,
    });
  });
  deps.releases.invalidate(templeId);
  const after = await selectRelease(deps.db, releaseId);
  return staffView(after ?? row, now);
}

/** The releases devotees may wait for at a temple (public). */
export async function findLiveReleases(
  deps: ReleaseDeps,
  templeId: number,
): Promise<{ items: ReleaseSummary[] }> {
  const now = deps.now();
  const rows = await deps.releases.live(deps.db, templeId, now);
  return { items: rows.map((row) => summary(row, now)) };
}

function notFound() {
  return new DomainError('RELEASE_NOT_FOUND', 'There is no such release of dates');
}

async function lineOf(deps: ReleaseDeps, releaseId: number, fresh = false): Promise<ReleaseLine> {
  const line = await deps.releases.line(deps.db, releaseId, deps.now(), fresh);
  if (!line) throw notFound();
  return line;
}

function roomView(deps: ReleaseDeps, line: ReleaseLine, place: number | null | undefined): WaitingRoom {
  const now = deps.now();
  const stands = placeInLine(line.line, place === undefined ? null : { place }, now);
  return {
    release: summary(line, now),
    state: stands.state,
    position: stands.position,
    estimatedAt: stands.estimatedAt?.toISOString() ?? null,
    admittedUntil: stands.admittedUntil?.toISOString() ?? null,
    placesLeft: line.placesLeft,
    pollSeconds: pollSecondsFor(line.line, stands, now),
  };
}

/** Where the devotee stands in the release's waiting room (a read: nothing is written but the line's own moves). */
export async function getWaitingRoom(
  deps: ReleaseDeps,
  user: SessionUser,
  releaseId: number,
): Promise<WaitingRoom> {
  const line = await lineOf(deps, releaseId);
  return roomView(deps, line, await deps.releases.place(deps.db, releaseId, user.id));
}

/**
 * The devotee joins the waiting room (again a no-op), or goes to the back of the line once their window
 * to book has passed. WAITING_ROOM_NOT_OPEN before the room opens and once the release has closed.
 */
export async function joinWaitingRoom(
  deps: ReleaseDeps,
  user: SessionUser,
  releaseId: number,
): Promise<WaitingRoom> {
  const line = await lineOf(deps, releaseId);
  const now = deps.now();
  const status = releaseStatus(line.line, now);
  if (status === 'scheduled' || status === 'closed' || status === 'cancelled') {
    throw new DomainError(
      'WAITING_ROOM_NOT_OPEN',
      status === 'scheduled'
        ? `The waiting room opens at ${formatInstantDateTime(line.line.waitingOpensAt, line.templeTimeZone)}`
        : 'This release has closed: its dates book as any other',
    );
  }
  const known = await deps.releases.place(deps.db, releaseId, user.id);
  const stands = placeInLine(line.line, known === undefined ? null : { place: known }, now);
  if (known !== undefined && stands.state !== 'expired') return roomView(deps, line, known);
  const place = await joinLine(deps.db, {
    releaseId,
    userId: user.id,
    now,
    again: known !== undefined,
    isOrdered: line.line.isOrdered,
  });
  deps.releases.remember(releaseId, user.id, place);
  return roomView(deps, line, place);
}

/**
 * A devotee's booking of a date (a darshan token: `sevaId` null; a seva's checkout line: its seva):
 * refused with RELEASE_NOT_OPEN before the date's release opens, and with
 * WAITING_ROOM_ADMISSION_REQUIRED while it admits, unless the devotee is admitted and within their
 * window. A refusal is only made on a fresh read of the line.
 */
export async function requireAdmission(
  deps: ReleaseDeps,
  booking: { templeId: number; sevaId: number | null; date: string; userId: number },
): Promise<void> {
  const now = deps.now();
  const release = (await deps.releases.live(deps.db, booking.templeId, now)).find(
    (each) => each.sevaId === booking.sevaId && each.fromDate <= booking.date && booking.date <= each.toDate,
  );
  if (!release) return;
  const gate = releaseGate(release.line, now);
  if (gate === 'free') return;
  if (gate === 'notOpen') {
    throw new DomainError(
      'RELEASE_NOT_OPEN',
      `Bookings of ${release.sevaName ?? 'darshan'} on ${formatDisplayDate(booking.date)} open at ${formatInstantDateTime(release.line.opensAt, release.templeTimeZone)}`,
      { releaseId: release.id },
    );
  }
  const place = await deps.releases.place(deps.db, release.id, booking.userId);
  if (place === undefined || place === null) throw admissionRequired(release.id);
  for (const fresh of [false, true]) {
    const line = await lineOf(deps, release.id, fresh);
    if (placeInLine(line.line, { place }, now).state === 'admitted') return;
  }
  throw admissionRequired(release.id);
}

function admissionRequired(releaseId: number) {
  return new DomainError(
    'WAITING_ROOM_ADMISSION_REQUIRED',
    'Bookings of this date are made in turn: join the waiting room and book when you are admitted',
    { releaseId },
  );
}
