import {
  DomainError,
  type GateDirection,
  VISIT_TYPES,
  type VisitGateInput,
  type VisitSettings,
  type VisitTypesInput,
  type VisitTypeValue,
  type VisitZone,
  type VisitZoneInput,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { forgetGateFacts } from './visit-movements-repository.ts';
import {
  insertGate,
  insertZone,
  selectGate,
  selectGates,
  selectVisitTemple,
  selectZone,
  selectZones,
  updateGate,
  updateZone,
  upsertVisitTypes,
  type ZoneRow,
} from './visit-settings-repository.ts';

/**
 * spec devotee-visit-settings: zones with a safe capacity and an alert threshold, gates into and out of
 * them, and the visit types the gates offer. Zones and gates are switched off, never deleted: their
 * visits stay in the reports.
 */

type Deps = Pick<AppDeps, 'db' | 'now'>;

export function toVisitZone(row: ZoneRow): VisitZone {
  return {
    id: row.id,
    name: row.name,
    nameNarration: row.nameNarration,
    capacity: row.capacity,
    alertThreshold: row.alertThreshold,
    inside: row.inside,
    isActive: row.isActive,
    orderNo: row.orderNo,
  };
}

/** A temple that has not chosen offers every type. */
export function visitTypesOf(stored: number[] | null | undefined): VisitTypeValue[] {
  const chosen = VISIT_TYPES.filter((type) => stored?.includes(type));
  return chosen.length > 0 ? chosen : [...VISIT_TYPES];
}

export async function getVisitSettings(deps: Pick<AppDeps, 'db'>, templeId: number): Promise<VisitSettings> {
  const [temple, zones, gates] = await Promise.all([
    selectVisitTemple(deps.db, templeId),
    selectZones(deps.db, templeId),
    selectGates(deps.db, templeId),
  ]);
  if (!temple) throw new DomainError('NOT_FOUND', 'No temple with this id');
  return {
    templeId,
    isDevoteeVisit: temple.isDevoteeVisit,
    visitTypes: visitTypesOf(temple.visitTypes),
    zones: zones.map(toVisitZone),
    gates: gates.map((gate) => ({ ...gate, direction: gate.direction as GateDirection })),
  };
}

function nameTaken(error: unknown, what: 'zone' | 'gate'): DomainError | null {
  const constraint = violatedUniqueConstraint(error);
  if (constraint !== `visit_${what}s_temple_name_idx`) return null;
  const message = `Another ${what} of this temple has this name`;
  return new DomainError('VISIT_NAME_TAKEN', message, { errors: [{ field: 'name', message }] });
}

export async function createVisitZone(
  deps: Deps,
  actor: Actor,
  templeId: number,
  input: VisitZoneInput,
): Promise<VisitZone> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await insertZone(tx, { templeId, ...input, createdAt: now, updatedAt: now }).catch(
      (error: unknown) => {
        throw nameTaken(error, 'zone') ?? error;
      },
    );
    const zone = toVisitZone(row);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'visit-zone.created',
      entity: 'visit_zone',
      entityId: row.id,
      after: zone,
      ip: actor.ip,
      at: now,
    });
    return zone;
  });
}

export async function updateVisitZone(
  deps: Deps,
  actor: Actor,
  templeId: number,
  zoneId: number,
  input: VisitZoneInput,
): Promise<VisitZone> {
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const before = await selectZone(tx, templeId, zoneId);
    if (!before) throw new DomainError('VISIT_ZONE_NOT_FOUND', 'No zone with this id at this temple');
    const row = await updateZone(tx, templeId, zoneId, { ...input, updatedAt: now }).catch(
      (error: unknown) => {
        throw nameTaken(error, 'zone') ?? error;
      },
    );
    if (!row) throw new DomainError('VISIT_ZONE_NOT_FOUND', 'No zone with this id at this temple');
    const zone = toVisitZone(row);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'visit-zone.updated',
      entity: 'visit_zone',
      entityId: zoneId,
      before: toVisitZone(before),
      after: zone,
      ip: actor.ip,
      at: now,
    });
    return zone;
  });
  forgetGateFacts(deps.db);
  return updated;
}

async function assertZoneOfTemple(deps: Deps, templeId: number, zoneId: number): Promise<void> {
  if (!(await selectZone(deps.db, templeId, zoneId))) {
    const message = 'Choose one of this temple’s zones';
    throw new DomainError('VISIT_ZONE_NOT_FOUND', message, { errors: [{ field: 'zoneId', message }] });
  }
}

export async function createVisitGate(
  deps: Deps,
  actor: Actor,
  templeId: number,
  input: VisitGateInput,
): Promise<VisitSettings['gates'][number]> {
  await assertZoneOfTemple(deps, templeId, input.zoneId);
  const now = deps.now();
  const gateId = await deps.db.transaction(async (tx) => {
    const id = await insertGate(tx, { templeId, ...input, createdAt: now, updatedAt: now }).catch(
      (error: unknown) => {
        throw nameTaken(error, 'gate') ?? error;
      },
    );
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'visit-gate.created',
      entity: 'visit_gate',
      entityId: id,
      after: input,
      ip: actor.ip,
      at: now,
    });
    return id;
  });
  return gateOf(deps, templeId, gateId);
}

export async function updateVisitGate(
  deps: Deps,
  actor: Actor,
  templeId: number,
  gateId: number,
  input: VisitGateInput,
): Promise<VisitSettings['gates'][number]> {
  await assertZoneOfTemple(deps, templeId, input.zoneId);
  const before = await selectGate(deps.db, templeId, gateId);
  if (!before) throw new DomainError('VISIT_GATE_NOT_FOUND', 'No gate with this id at this temple');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const isUpdated = await updateGate(tx, templeId, gateId, { ...input, updatedAt: now }).catch(
      (error: unknown) => {
        throw nameTaken(error, 'gate') ?? error;
      },
    );
    if (!isUpdated) throw new DomainError('VISIT_GATE_NOT_FOUND', 'No gate with this id at this temple');
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'visit-gate.updated',
      entity: 'visit_gate',
      entityId: gateId,
      before,
      after: input,
      ip: actor.ip,
      at: now,
    });
  });
  forgetGateFacts(deps.db);
  return gateOf(deps, templeId, gateId);
}

async function gateOf(deps: Deps, templeId: number, gateId: number) {
  const gate = await selectGate(deps.db, templeId, gateId);
  if (!gate) throw new DomainError('VISIT_GATE_NOT_FOUND', 'No gate with this id at this temple');
  return { ...gate, direction: gate.direction as GateDirection };
}

export async function updateVisitTypes(
  deps: Deps,
  actor: Actor,
  templeId: number,
  input: VisitTypesInput,
): Promise<VisitSettings> {
  const temple = await selectVisitTemple(deps.db, templeId);
  if (!temple) throw new DomainError('NOT_FOUND', 'No temple with this id');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await upsertVisitTypes(tx, {
      templeId,
      visitTypes: input.visitTypes,
      updatedBy: actor.id,
      updatedAt: now,
    });
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'visit-types.updated',
      entity: 'visit_settings',
      entityId: templeId,
      before: { visitTypes: visitTypesOf(temple.visitTypes) },
      after: { visitTypes: input.visitTypes },
      ip: actor.ip,
      at: now,
    });
  });
  forgetGateFacts(deps.db);
  return getVisitSettings(deps, templeId);
}
