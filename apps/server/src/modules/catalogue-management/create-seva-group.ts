import type { CreateSevaGroupInput, StaffSevaGroup } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { codeForNew } from './catalogue-codes.ts';
import { insertSevaGroup } from './catalogue-management-repository.ts';
import { getStaffSevaGroup } from './get-staff-seva-group.ts';

/** spec seva-group-details (insert): a new seva group of the temple, audited. */
export async function createSevaGroup(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  input: CreateSevaGroupInput,
): Promise<StaffSevaGroup> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const id = await insertSevaGroup(tx, {
      templeId,
      code: await codeForNew(tx, 'seva-group', templeId, input.code, input.name),
      name: input.name,
      nameNarration: input.nameNarration ?? null,
      orderNo: input.orderNo ?? 0,
      status: input.status ?? 1,
      createdAt: now,
      updatedAt: now,
    });
    const created = await getStaffSevaGroup(tx, templeId, id);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'seva-group.created',
      entity: 'seva-group',
      entityId: id,
      after: created,
      ip: actor.ip,
      at: now,
    });
    return created;
  });
}
