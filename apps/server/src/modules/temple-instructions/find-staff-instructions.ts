import type { InstructionList, StaffInstructionListQuery } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toInstruction } from './instruction-dto.ts';
import { selectInstructions } from './temple-instructions-repository.ts';

/** spec instruction-list: the temple's instructions, hidden ones too. */
export async function findStaffInstructions(
  db: Executor,
  templeId: number,
  query: StaffInstructionListQuery,
): Promise<InstructionList> {
  const result = await selectInstructions(db, { templeId, ...query });
  return { items: result.rows.map(toInstruction), total: result.total };
}
