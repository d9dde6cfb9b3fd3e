import { codeFromName, firstFreeCode } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectCodesLike } from './catalogue-management-repository.ts';

/**
 * The code of a new deity, seva group or seva: the one given, else one made from the name and free in
 * the temple ('usha-pooja', 'usha-pooja-2' …; 'seva' when the name is Malayalam only).
 */
export async function codeForNew(
  db: Executor,
  kind: 'deity' | 'seva-group' | 'seva',
  templeId: number,
  given: string | undefined,
  name: string,
): Promise<string> {
  if (given !== undefined) return given;
  const base = codeFromName(name) || kind;
  return firstFreeCode(base, await selectCodesLike(db, kind, templeId, base));
}
