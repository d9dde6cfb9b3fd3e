import { RecordStatus } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getInstruction } from './get-instruction.ts';
import { updateInstructionRow } from './temple-instructions-repository.ts';

/** Deletes an instruction (status 2; kept for the audit trail). */
export async function deleteInstruction(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  instructionId: number,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await getInstruction(tx, templeId, instructionId);
    await updateInstructionRow(tx, instructionId, {
      status: RecordStatus.Deleted,
      updatedBy: actor.id,
      updatedAt: now,
    });
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'instruction.deleted',
      entity: 'instruction',
      entityId: instructionId,
      before,
      ip: actor.ip,
      at: now,
    });
  });
}
