import type { Instruction, UpdateInstructionInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getInstruction } from './get-instruction.ts';
import { updateInstructionRow } from './temple-instructions-repository.ts';

/** spec instruction-details (save): the given fields; a new body is sanitised. */
export async function updateInstruction(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  instructionId: number,
  input: UpdateInstructionInput,
): Promise<Instruction> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await getInstruction(tx, templeId, instructionId);
    await updateInstructionRow(tx, instructionId, {
      ...input,
      ...(input.bodyHtml !== undefined ? { bodyHtml: sanitizeRichText(input.bodyHtml) } : {}),
      updatedBy: actor.id,
      updatedAt: now,
    });
    const after = await getInstruction(tx, templeId, instructionId);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'instruction.updated',
      entity: 'instruction',
      entityId: instructionId,
      before,
      after,
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}
