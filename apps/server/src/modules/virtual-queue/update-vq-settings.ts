import type { VqSettings, VqSettingsInput } from '@nivedya/domain';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor, VqDeps } from './vq-deps.ts';
import { loadSettings, toSettings } from './vq-settings.ts';
import { selectSettings, upsertSettings } from './vq-settings-repository.ts';
import { getVqTemple } from './vq-temple.ts';

/** spec virtual-queue-slot-settings: days ahead, opening time, grace at the gate, party size, ID proofs. */
export async function getVqSettings(deps: Pick<VqDeps, 'db'>, templeId: number): Promise<VqSettings> {
  await getVqTemple(deps.db, templeId);
  return loadSettings(deps.db, templeId);
}

export async function updateVqSettings(
  deps: VqDeps,
  actor: Actor,
  templeId: number,
  input: VqSettingsInput,
): Promise<VqSettings> {
  await getVqTemple(deps.db, templeId);
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const before = await selectSettings(tx, templeId);
    const row = await upsertSettings(tx, {
      templeId,
      daysAhead: input.daysAhead,
      openingTime: input.openingTime,
      graceMinutes: input.graceMinutes,
      maxPartySize: input.maxPartySize,
      isIdProofRequired: input.isIdProofRequired,
      idProofTypes: input.idProofTypes,
      instructions: input.instructions,
      updatedBy: actor.id,
      updatedAt: now,
    });
    const after = toSettings(row);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'vq-settings.updated',
      entity: 'vq_settings',
      entityId: templeId,
      before: before ? { ...toSettings(before) } : null,
      after: { ...after },
      ip: actor.ip ?? null,
      at: now,
    });
    return after;
  });
  deps.facts.invalidate(templeId);
  return saved;
}
