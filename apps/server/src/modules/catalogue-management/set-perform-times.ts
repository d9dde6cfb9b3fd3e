import { DomainError, type PerformTimesInput, type PerformTimesResult, toTimeOfDay } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getTempleProfile } from '../temples/index.ts';
import { selectSevaTimesOfTemple, updateSevaTimes } from './catalogue-management-repository.ts';
import { fieldErrors } from './seva-rules.ts';

/**
 * spec change-all-seva-time (temple IsChangeAllSevaTime): one perform, prasadam or block time for the
 * listed sevas, or all of the temple's. Only for temples the platform enabled it for. One audit row per
 * seva changed, with its times before and after.
 */
export async function setPerformTimes(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  input: PerformTimesInput,
): Promise<PerformTimesResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const temple = await getTempleProfile(tx, templeId);
    if (!temple.features.isChangeAllSevaTime) {
      throw new DomainError(
        'FORBIDDEN',
        'Changing the times of many sevas at once is not enabled for this temple; the platform administrator can enable it',
      );
    }
    const rows = await selectSevaTimesOfTemple(tx, templeId, input.sevaIds);
    const found = new Set(rows.map((row) => row.id));
    const unknown = (input.sevaIds ?? []).filter((id) => !found.has(id));
    if (unknown.length > 0) {
      throw fieldErrors([
        { field: 'sevaIds', message: `No seva of this temple has id ${unknown.join(', ')}` },
      ]);
    }
    const changes = {
      ...(input.performTime !== undefined ? { performTime: input.performTime } : {}),
      ...(input.prasadamTime !== undefined ? { prasadamTime: input.prasadamTime } : {}),
      ...(input.blockTime !== undefined ? { blockTime: input.blockTime } : {}),
    };
    const sevaIds = rows.map((row) => row.id);
    await updateSevaTimes(tx, sevaIds, { ...changes, updatedAt: now });
    for (const row of rows) {
      const before = {
        performTime: row.performTime,
        prasadamTime: row.prasadamTime,
        blockTime: toTimeOfDay(row.blockTime),
      };
      await writeAuditLog(tx, {
        actorUserId: actor.id,
        templeId,
        action: 'seva.times-changed',
        entity: 'seva',
        entityId: row.id,
        before,
        after: { ...before, ...changes },
        ip: actor.ip,
        at: now,
      });
    }
    return { updated: sevaIds.length, sevaIds };
  });
}
