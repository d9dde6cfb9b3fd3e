import { DomainError } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { selectOwnDevoteeNameIds } from './devotees-repository.ts';

const NOT_YOURS = 'This saved name is not one of yours; choose the devotee name again';

/**
 * A cart line may point at one of the devotee's saved names. A stale or foreign id (a name deleted on
 * another device, or a tampered request) is refused before anything is written.
 */
export async function assertOwnDevoteeNames(
  db: Executor,
  userId: number,
  lines: readonly { devoteeNameId?: number | null | undefined }[],
): Promise<void> {
  const wanted = [...new Set(lines.flatMap((line) => (line.devoteeNameId ? [line.devoteeNameId] : [])))];
  if (wanted.length === 0) return;
  const own = new Set(await selectOwnDevoteeNameIds(db, userId, wanted));
  const errors = lines.flatMap((line, index) =>
    line.devoteeNameId && !own.has(line.devoteeNameId)
      ? [{ field: `lines.${index}.devoteeNameId`, message: NOT_YOURS }]
      : [],
  );
  if (errors.length > 0) throw new DomainError('VALIDATION_FAILED', NOT_YOURS, { errors });
}
