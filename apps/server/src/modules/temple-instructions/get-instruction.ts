import { DomainError, type Instruction } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toInstruction } from './instruction-dto.ts';
import { selectInstruction } from './temple-instructions-repository.ts';

/** spec instruction-details: one instruction of the temple. */
export async function getInstruction(
  db: Executor,
  templeId: number,
  instructionId: number,
): Promise<Instruction> {
  const row = await selectInstruction(db, templeId, instructionId);
  if (!row) throw new DomainError('NOT_FOUND', 'No instruction of this temple has this id');
  return toInstruction(row);
}
