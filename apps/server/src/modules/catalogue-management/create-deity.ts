import type { CreateDeityInput, StaffDeity } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { codeForNew } from './catalogue-codes.ts';
import { insertDeity } from './catalogue-management-repository.ts';
import { getStaffDeity } from './get-staff-deity.ts';

/** spec deity (insert): a new deity of the temple, audited. */
export async function createDeity(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  input: CreateDeityInput,
): Promise<StaffDeity> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const id = await insertDeity(tx, {
      templeId,
      code: await codeForNew(tx, 'deity', templeId, input.code, input.name),
      name: input.name,
      nameNarration: input.nameNarration ?? null,
      description: input.description ?? null,
      orderNo: input.orderNo ?? 0,
      status: input.status ?? 1,
      createdAt: now,
      updatedAt: now,
    });
    const created = await getStaffDeity(tx, templeId, id);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'deity.created',
      entity: 'deity',
      entityId: id,
      after: created,
      ip: actor.ip,
      at: now,
    });
    return created;
  });
}
