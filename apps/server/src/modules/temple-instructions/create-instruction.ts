import type { CreateInstructionInput, Instruction } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getInstruction } from './get-instruction.ts';
import { insertInstruction } from './temple-instructions-repository.ts';

/** spec instruction-details (save new): the body is stored sanitised, never as sent. */
export async function createInstruction(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  input: CreateInstructionInput,
): Promise<Instruction> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const id = await insertInstruction(tx, {
      templeId,
      title: input.title,
      titleNarration: input.titleNarration ?? null,
      bodyHtml: sanitizeRichText(input.bodyHtml),
      orderNo: input.orderNo ?? 0,
      status: input.status ?? 1,
      createdBy: actor.id,
      updatedBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    const created = await getInstruction(tx, templeId, id);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'instruction.created',
      entity: 'instruction',
      entityId: id,
      after: created,
      ip: actor.ip,
      at: now,
    });
    return created;
  });
}
