import { DEFAULT_STAR_ID, type DevoteeName, findStar } from '@nivedya/domain';
import type { DevoteeNameRow } from './devotees-repository.ts';

export function toDevoteeName(row: DevoteeNameRow): DevoteeName {
  // stars.id is a foreign key to the 28 stars the domain lists.
  const star = findStar(row.starId) ?? findStar(DEFAULT_STAR_ID)!;
  return {
    id: row.id,
    name: row.name,
    starId: row.starId,
    starName: star.name,
    starNameNarration: star.nameNarration,
    birthMonthId: row.birthMonthId,
    genderId: row.genderId,
    relation: row.relation,
    isDefault: row.isDefault,
  };
}
