import type { Instruction } from '@nivedya/domain';
import type { InstructionRow } from './temple-instructions-repository.ts';

export function toInstruction(row: InstructionRow): Instruction {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
