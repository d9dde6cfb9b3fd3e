import {
  clockOfMinutes,
  DomainError,
  type GateDirection,
  gateTakes,
  localDateTime,
  type VisitMovementInput,
  type VisitRecorded,
  VisitType,
  type VisitTypeValue,
  type VisitZoneStatus,
} from '@nivedya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { maskMobile } from '../../lib/identifier.ts';
import type { Actor } from '../../plugins/auth.ts';
import { insertNotifications } from '../notifications/index.ts';
import { LIVE_ORDER_STATUSES, selectOrder } from '../orders/index.ts';
import { bookingOfToken, type TokenSigner } from '../virtual-queue/index.ts';
import {
  claimZoneAlert,
  enterStay,
  type GateFacts,
  leaveStay,
  type Movement,
  type Recorded,
  recordCount,
  selectAlertRecipients,
  selectGateFacts,
  selectInside,
  selectOpenStay,
} from './visit-movements-repository.ts';
import { hasWaitingPasses, markPassEntered, selectPassByToken } from './visit-passes-repository.ts';
import { visitTypesOf } from './visit-settings.ts';
import { callWaitingPasses, getVisitPassById, type PassDeps } from './walk-in-passes.ts';

export type VisitDeps = PassDeps & {
  tokens: TokenSigner;
  log: FastifyBaseLogger;
};

/** A zone that keeps rising and falling around its threshold alerts staff at most this often. */
const ALERT_QUIET_MINUTES = 10;

/** Who a mobile or QR names: the key of their stay, what staff see, and their party. */
interface Identity {
  identity: string;
  who: string;
  mobile: string | null;
  people: number;
  /** A walk-in pass lets its party in once, when it has been called. */
  pass?: { id: number; number: number; status: string; enteredAt: Date | null };
}

const DARSHAN_TOKEN = /^[A-Za-z0-9_-]{18}\.[A-Za-z0-9_-]{22}$/;
const RECEIPT_LINK = /(?:^|\/seva-receipt\/)([A-Za-z0-9_-]{16,64})$/;
/** A walk-in pass's link, or its token typed alone (shorter than any receipt token). */
const PASS_LINK = /(?:^|\/walk-in-pass\/)([A-Za-z0-9_-]{22})$/;

/**
 * spec devotee-visit-in / -out and devotee-in / -out: a movement through a gate of the temple, by the
 * devotee's mobile, a QR of ours (darshan token or booking receipt), or a bare count. An identified
 * devotee is inside a zone at most once and leaves only after entering; a count never takes a zone
 * below zero. Nothing is recorded when any of that fails.
 */
export async function recordVisitMovement(
  deps: VisitDeps,
  actor: Actor,
  templeId: number,
  way: 'in' | 'out',
  input: VisitMovementInput,
): Promise<VisitRecorded> {
  const gate = await selectGateFacts(deps.db, templeId, input.gateId);
  assertGateTakes(gate, way, input.type);
  const now = deps.now();
  const movement = {
    templeId,
    zoneId: gate.zoneId,
    gateId: gate.gateId,
    visitType: input.type,
    by: actor.id,
    at: now,
  };

  let recorded: Recorded;
  let who: string | null = null;
  if (input.type === VisitType.DevoteeCount) {
    const people = input.people ?? 1;
    const counted = await recordCount(deps.db, movement, way, people);
    if (!counted) {
      const inside = await selectInside(deps.db, gate.zoneId);
      throw new DomainError(
        'VISIT_ZONE_EMPTY',
        `Only ${inside} ${inside === 1 ? 'devotee is' : 'devotees are'} inside ${gate.zoneName}; ${people} cannot leave`,
        { inside, zoneId: gate.zoneId },
      );
    }
    recorded = counted;
  } else {
    const identified = await identify(deps, templeId, gate, input);
    who = identified.who;
    if (way === 'in' && identified.pass) {
      recorded = await enterWithPass(deps, gate, movement, identified, identified.pass);
    } else if (way === 'in') {
      const stay = await enterStay(deps.db, movement, {
        ...identified,
        people: input.people ?? identified.people,
      });
      if (!stay) throw await alreadyInside(deps.db, gate, identified);
      recorded = stay;
    } else {
      const stay = await leaveStay(deps.db, movement, identified.identity);
      if (!stay) {
        throw new DomainError(
          'VISIT_NOT_INSIDE',
          `${identified.who} has not been recorded entering ${gate.zoneName}`,
          { zoneId: gate.zoneId },
        );
      }
      recorded = stay;
    }
  }
  const date = localDateTime(now, gate.timeZone).date;
  deps.onCountsChanged(templeId, date);
  if (way === 'out' && (await hasWaitingPasses(deps.db, gate.zoneId, date))) {
    const queue = {
      templeId,
      templeName: gate.templeName,
      zoneId: gate.zoneId,
      zoneName: gate.zoneName,
      date,
    };
    // The exit is recorded whatever happens to the calling: the next exit calls again.
    await callWaitingPasses(deps, queue).catch((error: unknown) =>
      deps.log.error({ err: error, templeId, zoneId: gate.zoneId }, 'calling walk-in passes failed'),
    );
  }
  if (
    way === 'in' &&
    recorded.insideAfter >= gate.alertThreshold &&
    recorded.insideAfter - recorded.people < gate.alertThreshold
  ) {
    // The movement is recorded whatever happens to the alert: a gate must never retry a scan for it.
    await alertCrowded(deps, templeId, gate, recorded.insideAfter, now).catch((error: unknown) =>
      deps.log.error({ err: error, templeId, zoneId: gate.zoneId }, 'crowded-zone alert failed'),
    );
  }

  const zone = zoneStatus(gate, recorded.insideAfter);
  const inAt = recorded.inAt === null ? null : new Date(recorded.inAt);
  return {
    direction: way,
    type: input.type,
    people: recorded.people,
    who,
    visit:
      recorded.visitId === null || inAt === null
        ? null
        : {
            id: recorded.visitId,
            inAt: inAt.toISOString(),
            outAt: way === 'out' ? now.toISOString() : null,
            minutesInside: way === 'out' ? Math.round((now.getTime() - inAt.getTime()) / 60_000) : null,
          },
    zone,
    message: `${recorded.people} ${recorded.people === 1 ? 'devotee' : 'devotees'} ${way}. ${recorded.insideAfter.toLocaleString('en-IN')} inside ${gate.zoneName}.`,
  };
}

function assertGateTakes(
  gate: GateFacts | null,
  way: 'in' | 'out',
  type: VisitTypeValue,
): asserts gate is GateFacts {
  if (!gate) throw new DomainError('VISIT_GATE_NOT_FOUND', 'There is no such gate at this temple');
  if (!gate.isDevoteeVisit) {
    throw new DomainError('VISITS_NOT_OFFERED', `${gate.templeName} does not count devotee visits`);
  }
  if (!gate.isGateActive || !gate.isZoneActive) {
    throw new DomainError('VISIT_GATE_NOT_FOUND', `${gate.gateName} is switched off in the visit settings`);
  }
  if (!gateTakes(gate.direction as GateDirection, way)) {
    throw new DomainError(
      'VISIT_GATE_WRONG_WAY',
      `${gate.gateName} is an ${gate.direction === 'in' ? 'entry' : 'exit'} gate; record ${way === 'in' ? 'entries' : 'exits'} at another`,
    );
  }
  if (!visitTypesOf(gate.visitTypes).includes(type)) {
    throw new DomainError('VISIT_TYPE_NOT_USED', `${gate.templeName} does not record visits this way`);
  }
}

async function identify(
  deps: VisitDeps,
  templeId: number,
  gate: GateFacts,
  input: VisitMovementInput,
): Promise<Identity> {
  if (input.type === VisitType.Mobile && input.mobile) {
    return { identity: `m:${input.mobile}`, who: maskMobile(input.mobile), mobile: input.mobile, people: 1 };
  }
  const code = input.code ?? '';
  if (DARSHAN_TOKEN.test(code)) {
    const booking = await bookingOfToken(deps.db, deps.tokens, code).catch(() => null);
    if (!booking || booking.templeId !== templeId) throw qrNotOurs();
    const today = localDateTime(deps.now(), gate.timeZone).date;
    if (booking.status === 'cancelled') {
      throw new DomainError('VISIT_QR_INVALID', `Darshan token ${booking.queueNumber} was cancelled`);
    }
    if (booking.slotDate !== today) {
      throw new DomainError(
        'VISIT_QR_INVALID',
        `Darshan token ${booking.queueNumber} is for ${booking.slotDate}`,
      );
    }
    return {
      identity: `vq:${booking.id}`,
      who: `Darshan token ${booking.queueNumber}`,
      mobile: booking.mobile,
      people: booking.partySize,
    };
  }
  const passToken = PASS_LINK.exec(code)?.[1];
  if (passToken) return identifyPass(deps, templeId, gate, passToken);
  const receipt = RECEIPT_LINK.exec(code)?.[1];
  if (receipt) {
    const order = await selectOrder(deps.db, { receiptToken: receipt });
    if (!order || order.templeId !== templeId || !LIVE_ORDER_STATUSES.includes(order.status))
      throw qrNotOurs();
    return { identity: `order:${order.id}`, who: `Booking ${order.orderNumber}`, mobile: null, people: 1 };
  }
  throw qrNotOurs();
}

async function identifyPass(deps: VisitDeps, templeId: number, gate: GateFacts, token: string) {
  const pass = await selectPassByToken(deps.db, token);
  if (!pass || pass.templeId !== templeId) throw qrNotOurs();
  const name = `Walk-in pass ${pass.number}`;
  if (pass.zoneId !== gate.zoneId) {
    throw new DomainError('VISIT_QR_INVALID', `${name} is for ${pass.zoneName}, not ${gate.zoneName}`);
  }
  if (pass.date !== localDateTime(deps.now(), gate.timeZone).date) {
    throw new DomainError('VISIT_QR_INVALID', `${name} was for ${pass.date}`);
  }
  if (pass.status === 'cancelled') throw new DomainError('VISIT_QR_INVALID', `${name} was cancelled`);
  return {
    identity: `pass:${pass.id}`,
    who: name,
    mobile: pass.mobile,
    people: pass.people,
    pass: { id: pass.id, number: pass.number, status: pass.status, enteredAt: pass.enteredAt },
  };
}

/** A called pass's party goes in, and the pass is used up, together. */
async function enterWithPass(
  deps: VisitDeps,
  gate: GateFacts,
  movement: Movement,
  identified: Identity,
  pass: NonNullable<Identity['pass']>,
): Promise<Recorded> {
  const name = `Walk-in pass ${pass.number}`;
  if (pass.status === 'waiting') {
    const waiting = await getVisitPassById(deps, movement.templeId, pass.id);
    const expected = waiting.expectedAt
      ? `; expected to be called at about ${clockOfMinutes(localDateTime(new Date(waiting.expectedAt), gate.timeZone).minutes)}`
      : '';
    throw new DomainError(
      'VISIT_PASS_WAITING',
      `${name} is still waiting for room in ${gate.zoneName}${expected}`,
      { zoneId: gate.zoneId, expectedAt: waiting.expectedAt },
    );
  }
  if (pass.status === 'entered') {
    const at = pass.enteredAt
      ? ` at ${clockOfMinutes(localDateTime(pass.enteredAt, gate.timeZone).minutes)}`
      : '';
    throw new DomainError('VISIT_PASS_USED', `${name} was used${at}`, { zoneId: gate.zoneId });
  }
  return deps.db.transaction(async (tx) => {
    const stay = await enterStay(tx, movement, identified);
    if (!stay) throw await alreadyInside(tx, gate, identified);
    if (!(await markPassEntered(tx, pass.id, stay.visitId!, movement.at))) {
      throw new DomainError('VISIT_PASS_USED', `${name} has just been used or cancelled`, {
        zoneId: gate.zoneId,
      });
    }
    return stay;
  });
}

/**
 * The zone has just passed its alert threshold: the temple's administrators and gate staff get a
 * notification (the live screens show it from the status itself).
 */
async function alertCrowded(deps: VisitDeps, templeId: number, gate: GateFacts, inside: number, now: Date) {
  if (!(await claimZoneAlert(deps.db, gate.zoneId, now, ALERT_QUIET_MINUTES))) return;
  const recipients = await selectAlertRecipients(deps.db, templeId);
  await insertNotifications(
    deps.db,
    recipients.map((userId) => ({
      userId,
      templeId,
      title: `${gate.zoneName} is crowded`,
      body: `${inside.toLocaleString('en-IN')} of ${gate.capacity.toLocaleString('en-IN')} inside ${gate.zoneName}, at or above its alert threshold of ${gate.alertThreshold.toLocaleString('en-IN')}. Slow the entries at its gates.`,
      link: '/devotee-visit-live-status',
      data: { kind: 'visit-zone-crowded', zoneId: gate.zoneId, inside },
      createdAt: now,
    })),
  );
}

function qrNotOurs(): DomainError {
  return new DomainError(
    'VISIT_QR_INVALID',
    "This QR code is not one of this temple's darshan tokens or booking receipts",
  );
}

async function alreadyInside(db: Executor, gate: GateFacts, identified: Identity): Promise<DomainError> {
  const stay = await selectOpenStay(db, gate.zoneId, identified.identity);
  const since = stay ? clockOfMinutes(localDateTime(new Date(stay.inAt), gate.timeZone).minutes) : null;
  return new DomainError(
    'VISIT_ALREADY_INSIDE',
    stay
      ? `${identified.who} is already inside ${gate.zoneName}: in at ${since} through ${stay.gateName}`
      : `${identified.who} is already inside ${gate.zoneName}`,
    { zoneId: gate.zoneId, visitId: stay?.id ?? null },
  );
}

export function zoneStatus(
  zone: Pick<GateFacts, 'zoneId' | 'zoneName' | 'zoneNameNarration' | 'capacity' | 'alertThreshold'>,
  inside: number,
): VisitZoneStatus {
  return {
    id: zone.zoneId,
    name: zone.zoneName,
    nameNarration: zone.zoneNameNarration,
    capacity: zone.capacity,
    alertThreshold: zone.alertThreshold,
    inside,
    level: inside >= zone.capacity ? 'full' : inside >= zone.alertThreshold ? 'alert' : 'ok',
  };
}
