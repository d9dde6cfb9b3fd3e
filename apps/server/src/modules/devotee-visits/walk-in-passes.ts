import { randomBytes } from 'node:crypto';
import type { Page } from '@nivedya/domain';
import {
  DomainError,
  localDateTime,
  passesToCall,
  passRoom,
  projectPassCall,
  VISIT_PASS_HOLD_MINUTES,
  VISIT_RECENT_MINUTES,
  type VisitPass,
  type VisitPassInput,
  type VisitPassListQuery,
  type VisitPassStatus,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { maskMobile } from '../../lib/identifier.ts';
import type { Actor } from '../../plugins/auth.ts';
import { devoteeMessage } from '../devotee-messages/index.ts';
import {
  cancelPass,
  insertPass,
  lockPassQueue,
  markPassesCalled,
  type PassRow,
  type QueueFacts,
  selectPassById,
  selectPassByToken,
  selectPassPage,
  selectQueueFacts,
  selectWaitingPasses,
} from './visit-passes-repository.ts';
import { selectVisitTemple, selectZone } from './visit-settings-repository.ts';

export type PassDeps = Pick<AppDeps, 'db' | 'now' | 'sms'> & {
  publicUrl: string;
  onCountsChanged: (templeId: number, date: string) => void;
};

/** The page a pass's QR opens: the devotee's own view of it, and what a gate scans. */
export function passLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/walk-in-pass/${token}`;
}

/**
 * A walk-in pass at the entrance (issue #16): numbered in turn for the zone's day, called at once when
 * the zone has room below its alert threshold, otherwise waiting with the time it should be called.
 * With a mobile, the devotee gets the pass's link by SMS, and another SMS when it is called.
 */
export async function issueVisitPass(
  deps: PassDeps,
  actor: Actor,
  templeId: number,
  input: VisitPassInput,
): Promise<VisitPass> {
  const temple = await selectVisitTemple(deps.db, templeId);
  if (!temple) throw new DomainError('NOT_FOUND', 'No temple with this id');
  if (!temple.isDevoteeVisit) {
    throw new DomainError('VISITS_NOT_OFFERED', `${temple.name} does not count devotee visits`);
  }
  const zone = await selectZone(deps.db, templeId, input.zoneId);
  if (!zone) throw new DomainError('VISIT_ZONE_NOT_FOUND', 'There is no such zone at this temple');
  if (!zone.isActive) {
    throw new DomainError('VISIT_ZONE_NOT_FOUND', `${zone.name} is switched off in the visit settings`);
  }
  const now = deps.now();
  const date = localDateTime(now, temple.timeZone).date;
  const token = randomBytes(16).toString('base64url');
  const issued = await deps.db.transaction(async (tx) => {
    await lockPassQueue(tx, zone.id);
    const id = await insertPass(tx, {
      templeId,
      zoneId: zone.id,
      date,
      token,
      people: input.people,
      mobile: input.mobile ?? null,
      language: input.language ?? 'en',
      issuedAt: now,
      issuedBy: actor.id,
    });
    await callForward(
      tx,
      deps,
      { templeId, templeName: temple.name, zoneId: zone.id, zoneName: zone.name, date },
      now,
      id,
    );
    const pass = await describePass(tx, (await selectPassById(tx, templeId, id))!, now);
    if (input.mobile) {
      const message = devoteeMessage('walkInPassIssued', input.language, {
        temple: pass.templeName,
        number: pass.number,
        zone: pass.zoneName,
        people: pass.people,
        isCalled: pass.status === 'called',
        link: passLink(deps.publicUrl, pass.token),
      });
      await deps.sms.send(
        tx,
        { to: input.mobile, body: message.body, purpose: 'visit-pass', templeId, language: message.language },
        now,
      );
    }
    return pass;
  });
  deps.onCountsChanged(templeId, date);
  // As the transaction that called it left it: its place in the queue is read once.
  return issued;
}

interface QueueOf {
  templeId: number;
  templeName: string;
  zoneId: number;
  zoneName: string;
  date: string;
}

/**
 * Calls the zone's waiting passes that now fit, in turn, and texts those with a mobile. The caller
 * holds the zone's pass queue lock. `quietPassId`: the pass being issued, whose devotee is at the desk.
 */
async function callForward(tx: Executor, deps: PassDeps, queue: QueueOf, now: Date, quietPassId?: number) {
  const facts = await queueFacts(tx, queue.zoneId, queue.date, now);
  const waiting = await selectWaitingPasses(tx, queue.zoneId, queue.date);
  const called = passesToCall(waiting, passRoom(facts));
  await markPassesCalled(
    tx,
    called.map((pass) => pass.id),
    now,
  );
  for (const pass of called) {
    if (!pass.mobile || pass.id === quietPassId) continue;
    const message = devoteeMessage('walkInPassCalled', pass.language, {
      temple: queue.templeName,
      number: pass.number,
      zone: queue.zoneName,
      link: passLink(deps.publicUrl, pass.token),
    });
    await deps.sms.send(
      tx,
      {
        to: pass.mobile,
        body: message.body,
        purpose: 'visit-pass-called',
        templeId: queue.templeId,
        language: message.language,
      },
      now,
    );
  }
  return called.length;
}

/**
 * After exits of a zone made room: calls who waits for it. Its own transaction, after the exit
 * committed: the exit stands whatever happens here.
 */
export async function callWaitingPasses(deps: PassDeps, queue: QueueOf): Promise<number> {
  const now = deps.now();
  const called = await deps.db.transaction(async (tx) => {
    await lockPassQueue(tx, queue.zoneId);
    return callForward(tx, deps, queue, now);
  });
  if (called > 0) deps.onCountsChanged(queue.templeId, queue.date);
  return called;
}

/** Staff cancel a pass not yet used (the devotee left); a called one gives its room to the next. */
export async function cancelVisitPass(
  deps: PassDeps,
  actor: Actor,
  templeId: number,
  passId: number,
): Promise<VisitPass> {
  const pass = await selectPassById(deps.db, templeId, passId);
  if (!pass) throw new DomainError('VISIT_PASS_NOT_FOUND', 'There is no such walk-in pass at this temple');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockPassQueue(tx, pass.zoneId);
    if (!(await cancelPass(tx, pass.id, actor.id, now))) {
      throw new DomainError(
        'VISIT_PASS_CLOSED',
        `Walk-in pass ${pass.number} has already been ${pass.status === 'entered' ? 'used' : 'cancelled'}`,
      );
    }
    await callForward(tx, deps, { ...pass }, now);
  });
  deps.onCountsChanged(templeId, pass.date);
  return getVisitPassById(deps, templeId, passId);
}

export async function listVisitPasses(
  deps: Pick<AppDeps, 'db' | 'now'>,
  templeId: number,
  query: VisitPassListQuery,
): Promise<Page<VisitPass>> {
  const temple = await selectVisitTemple(deps.db, templeId);
  if (!temple) throw new DomainError('NOT_FOUND', 'No temple with this id');
  const date = query.date ?? localDateTime(deps.now(), temple.timeZone).date;
  const page = await selectPassPage(
    deps.db,
    { templeId, date, status: query.status },
    { offset: query.offset, limit: query.limit },
  );
  const now = deps.now();
  const facts = new Map<number, Promise<ZoneQueue>>();
  const items = await Promise.all(
    page.items.map((row) => {
      if (row.status !== 'waiting' || !isPassToday(row, now)) return toVisitPass(row, null, now);
      if (!facts.has(row.zoneId)) facts.set(row.zoneId, zoneQueue(deps.db, row.zoneId, row.date, now));
      return facts.get(row.zoneId)!.then((queue) => toVisitPass(row, queue, now));
    }),
  );
  return { items, total: page.total };
}

/** The devotee's view of their pass, by the token its QR carries (no login; the mobile masked). */
export async function getVisitPassByToken(deps: Pick<AppDeps, 'db' | 'now'>, token: string) {
  const pass = await selectPassByToken(deps.db, token);
  if (!pass) throw new DomainError('VISIT_PASS_NOT_FOUND', 'There is no such walk-in pass');
  return describePass(deps.db, pass, deps.now());
}

/** A pass of the temple as staff see it, with its place in the queue while it waits. */
export async function getVisitPassById(deps: Pick<AppDeps, 'db' | 'now'>, templeId: number, passId: number) {
  const pass = await selectPassById(deps.db, templeId, passId);
  if (!pass) throw new DomainError('VISIT_PASS_NOT_FOUND', 'There is no such walk-in pass at this temple');
  return describePass(deps.db, pass, deps.now());
}

interface ZoneQueue {
  facts: QueueFacts;
  waiting: { number: number; people: number }[];
}

function queueFacts(db: Executor, zoneId: number, date: string, now: Date) {
  return selectQueueFacts(db, zoneId, date, now, VISIT_PASS_HOLD_MINUTES, VISIT_RECENT_MINUTES);
}

async function zoneQueue(db: Executor, zoneId: number, date: string, now: Date): Promise<ZoneQueue> {
  const [facts, waiting] = await Promise.all([
    queueFacts(db, zoneId, date, now),
    selectWaitingPasses(db, zoneId, date),
  ]);
  return { facts, waiting };
}

async function describePass(db: Executor, row: PassRow, now: Date): Promise<VisitPass> {
  if (row.status !== 'waiting' || !isPassToday(row, now)) return toVisitPass(row, null, now);
  return toVisitPass(row, await zoneQueue(db, row.zoneId, row.date, now), now);
}

function isPassToday(row: PassRow, now: Date): boolean {
  return row.date === localDateTime(now, row.timeZone).date;
}

/** A waiting pass of today gets its place in the queue and when it should be called. */
function toVisitPass(row: PassRow, queue: ZoneQueue | null, now: Date): VisitPass {
  const isToday = isPassToday(row, now);
  let peopleAhead: number | null = null;
  let expectedAt: Date | null = null;
  if (queue && isToday && row.status === 'waiting') {
    const upToThis = queue.waiting
      .filter((pass) => pass.number <= row.number)
      .reduce((sum, pass) => sum + pass.people, 0);
    peopleAhead = upToThis - row.people;
    expectedAt = projectPassCall({
      now,
      ...queue.facts,
      peopleUpToThis: upToThis,
      recentMinutes: VISIT_RECENT_MINUTES,
    });
  }
  return {
    id: row.id,
    number: row.number,
    token: row.token,
    templeId: row.templeId,
    templeName: row.templeName,
    zoneId: row.zoneId,
    zoneName: row.zoneName,
    zoneNameNarration: row.zoneNameNarration,
    date: row.date,
    isToday,
    people: row.people,
    mobile: row.mobile ? maskMobile(row.mobile) : null,
    status: row.status as VisitPassStatus,
    issuedAt: row.issuedAt.toISOString(),
    calledAt: row.calledAt?.toISOString() ?? null,
    enteredAt: row.enteredAt?.toISOString() ?? null,
    peopleAhead,
    expectedAt: expectedAt?.toISOString() ?? null,
  };
}
