import { DomainError, type TempleList, type TempleListQuery, type TempleSummary } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toTempleSummary } from './temple-dto.ts';
import { selectActiveTemples, selectActiveTemplesByIds } from './temples-repository.ts';

/**
 * spec GET /Temple: the temples devotees can browse, searched by name, place or district; with the
 * devotee's lat/lon (devotee-home-page "temples near me"), nearest first with distanceKm.
 */
export async function findTemples(db: Executor, query: TempleListQuery): Promise<TempleList> {
  const { lat, lon, ...filter } = query;
  if ((lat === undefined) !== (lon === undefined)) {
    const field = lat === undefined ? 'lat' : 'lon';
    throw new DomainError('VALIDATION_FAILED', `${field}: give both lat and lon, or neither`, {
      errors: [{ field, message: 'Give both lat and lon, or neither' }],
    });
  }
  const near = lat !== undefined && lon !== undefined ? { lat, lon } : undefined;
  const { rows, total } = await selectActiveTemples(db, { ...filter, near });
  return {
    items: rows.map(({ distanceKm, ...row }) => toTempleSummary(near ? { ...row, distanceKm } : row)),
    total,
  };
}

/** Active temples of the ids, in the order of the ids (favourites, recently booked); others left out. */
export async function findTemplesByIds(db: Executor, templeIds: readonly number[]): Promise<TempleSummary[]> {
  const rows = await selectActiveTemplesByIds(db, templeIds);
  const byId = new Map(rows.map((row) => [row.id, toTempleSummary(row)]));
  return templeIds.flatMap((id) => byId.get(id) ?? []);
}
