import { type InstructionList, type PageQuery, RecordStatus } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getListedTemple } from '../temples/index.ts';
import { toInstruction } from './instruction-dto.ts';
import { selectInstructions } from './temple-instructions-repository.ts';

/** The temple's shown instructions, for devotees (public). */
export async function findInstructions(
  db: Executor,
  templeId: number,
  page: PageQuery,
): Promise<InstructionList> {
  await getListedTemple(db, templeId);
  const result = await selectInstructions(db, { templeId, status: RecordStatus.Active, ...page });
  return { items: result.rows.map(toInstruction), total: result.total };
}
