import {
  DomainError,
  formatDisplayDate,
  formatInstantDateTime,
  placeInLine,
  RELEASE_DATE_MESSAGES,
  type Release,
  type ReleaseInputParsed,
  type ReleaseSummary,
  releaseGate,
  releaseStatus,
  WAITING_ROOM_POLL_SECONDS,
  type WaitingRoom,
} from '@nivedya/domain';
import { sql } from 'drizzle-orm';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { SessionUser } from '../auth/index.ts';
import type { ReleaseLine } from './release-lines.ts';
import {
  cancelRelease,
  insertRelease,
  joinLine,
  type ReleaseRow,
  selectOverlappingRelease,
  selectRelease,
  selectTempleReleases,
} from './releases-repository.ts';
import type { Actor, VqDeps } from './vq-deps.ts';
import { getVqTemple } from './vq-temple.ts';

/**
 * Releases and their waiting rooms (issue #20 §2): the temple administrator opens a range of dates at
 * a time; devotees wait, are put in line and admitted in batches; a booking of those dates needs an
 * admission until the release closes.
 */

const STAFF_LIST_LIMIT = 50;

function summary(release: ReleaseRow, temple: TempleNames, now: Date): ReleaseSummary {
  const { line } = release;
  return {
    id: release.id,
    templeId: release.templeId,
    templeName: temple.name,
    templeTimeZone: temple.timeZone,
    fromDate: release.fromDate,
    toDate: release.toDate,
    waitingOpensAt: line.waitingOpensAt.toISOString(),
    opensAt: line.opensAt.toISOString(),
    closesAt: line.closesAt.toISOString(),
    order: release.order,
    windowMinutes: line.windowMinutes,
    status: releaseStatus(line, now),
  };
}

function staffView(release: ReleaseRow, temple: TempleNames, now: Date): Release {
  return {
    ...summary(release, temple, now),
    admitPerMinute: release.line.admitPerMinute,
    arrivals: release.arrivals,
    admitted: release.line.admittedThrough,
    createdAt: release.createdAt.toISOString(),
  };
}

interface TempleNames {
  name: string;
  timeZone: string;
}

async function templeOf(deps: VqDeps, templeId: number): Promise<TempleNames> {
  return (await deps.facts.get(deps.db, templeId)).temple;
}

/** The temple's releases for its staff, newest first. */
export async function findReleases(deps: VqDeps, templeId: number): Promise<{ items: Release[] }> {
  const temple = await getVqTemple(deps.db, templeId);
  const rows = await selectTempleReleases(deps.db, templeId, STAFF_LIST_LIMIT);
  const now = deps.now();
  return { items: rows.map((row) => staffView(row, temple, now)) };
}

export async function createRelease(
  deps: VqDeps,
  actor: Actor,
  templeId: number,
  input: ReleaseInputParsed,
): Promise<Release> {
  const temple = await getVqTemple(deps.db, templeId);
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    // One release at a time per temple: the temple's row is the lock that orders two administrators.
    await tx.execute(sql`select id from temples where id = ${templeId}::int for update`);
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
  return staffView(row, temple, now);
}

export async function cancelTempleRelease(
  deps: VqDeps,
  actor: Actor,
  templeId: number,
  releaseId: number,
): Promise<Release> {
  const temple = await getVqTemple(deps.db, templeId);
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
  return staffView(after ?? row, temple, now);
}

/** The releases devotees may wait for at a temple (public). */
export async function findLiveReleases(deps: VqDeps, templeId: number): Promise<{ items: ReleaseSummary[] }> {
  const now = deps.now();
  const [rows, temple] = await Promise.all([
    deps.releases.live(deps.db, templeId, now),
    templeOf(deps, templeId),
  ]);
  return { items: rows.map((row) => summary(row, temple, now)) };
}

function notFound() {
  return new DomainError('RELEASE_NOT_FOUND', 'There is no such release of darshan dates');
}

async function lineOf(deps: VqDeps, releaseId: number, fresh = false): Promise<ReleaseLine> {
  const line = await deps.releases.line(deps.db, releaseId, deps.now(), fresh);
  if (!line) throw notFound();
  return line;
}

function roomView(
  deps: VqDeps,
  line: ReleaseLine,
  temple: TempleNames,
  place: number | null | undefined,
): WaitingRoom {
  const now = deps.now();
  const stands = placeInLine(line.line, place === undefined ? null : { place }, now);
  return {
    release: summary(line, temple, now),
    state: stands.state,
    position: stands.position,
    estimatedAt: stands.estimatedAt?.toISOString() ?? null,
    admittedUntil: stands.admittedUntil?.toISOString() ?? null,
    placesLeft: line.placesLeft,
    pollSeconds: WAITING_ROOM_POLL_SECONDS,
  };
}

/** Where the devotee stands in the release's waiting room (a read: nothing is written but the line's own moves). */
export async function getWaitingRoom(
  deps: VqDeps,
  user: SessionUser,
  releaseId: number,
): Promise<WaitingRoom> {
  const line = await lineOf(deps, releaseId);
  const [place, temple] = await Promise.all([
    deps.releases.place(deps.db, releaseId, user.id),
    templeOf(deps, line.templeId),
  ]);
  return roomView(deps, line, temple, place);
}

/**
 * The devotee joins the waiting room (again a no-op), or goes to the back of the line once their window
 * to book has passed. WAITING_ROOM_NOT_OPEN before the room opens and once the release has closed.
 */
export async function joinWaitingRoom(
  deps: VqDeps,
  user: SessionUser,
  releaseId: number,
): Promise<WaitingRoom> {
  const line = await lineOf(deps, releaseId);
  const temple = await templeOf(deps, line.templeId);
  const now = deps.now();
  const status = releaseStatus(line.line, now);
  if (status === 'scheduled' || status === 'closed' || status === 'cancelled') {
    throw new DomainError(
      'WAITING_ROOM_NOT_OPEN',
      status === 'scheduled'
        ? `The waiting room opens at ${formatInstantDateTime(line.line.waitingOpensAt, temple.timeZone)}`
        : 'This release has closed: its dates book as any other',
    );
  }
  const known = await deps.releases.place(deps.db, releaseId, user.id);
  const stands = placeInLine(line.line, known === undefined ? null : { place: known }, now);
  if (known !== undefined && stands.state !== 'expired') return roomView(deps, line, temple, known);
  const place = await joinLine(deps.db, { releaseId, userId: user.id, now, again: known !== undefined });
  deps.releases.remember(releaseId, user.id, place);
  return roomView(deps, line, temple, place);
}

/**
 * A devotee's booking of a darshan date: refused with RELEASE_NOT_OPEN before the date's release opens,
 * and with WAITING_ROOM_ADMISSION_REQUIRED while it admits, unless the devotee is admitted and within
 * their window. A refusal is only made on a fresh read of the line.
 */
export async function requireAdmission(
  deps: VqDeps,
  booking: { templeId: number; timeZone: string; date: string; userId: number },
): Promise<void> {
  const now = deps.now();
  const release = (await deps.releases.live(deps.db, booking.templeId, now)).find(
    (each) => each.fromDate <= booking.date && booking.date <= each.toDate,
  );
  if (!release) return;
  const gate = releaseGate(release.line, now);
  if (gate === 'free') return;
  if (gate === 'notOpen') {
    throw new DomainError(
      'RELEASE_NOT_OPEN',
      `Bookings of ${formatDisplayDate(release.fromDate)} to ${formatDisplayDate(release.toDate)} open at ${formatInstantDateTime(release.line.opensAt, booking.timeZone)}`,
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
