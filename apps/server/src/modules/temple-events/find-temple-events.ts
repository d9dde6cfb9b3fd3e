import {
  DomainError,
  localDateTime,
  type TempleEventDetail,
  type TempleEventList,
  type TempleEventListQuery,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getListedTemple } from '../temples/index.ts';
import { toTempleEvent } from './temple-event-dto.ts';
import { selectShownEvent, selectShownEvents } from './temple-events-repository.ts';

/** spec temple-event-list and temple-festivals (kind=festival): a listed temple's shown events. */
export async function findTempleEvents(
  db: Executor,
  templeId: number,
  query: TempleEventListQuery,
  now: Date,
): Promise<TempleEventList> {
  const temple = await getListedTemple(db, templeId);
  const today = localDateTime(now, temple.timeZone).date;
  const { rows, total } = await selectShownEvents(db, { templeId, today, ...query });
  return { items: rows.map(toTempleEvent), total };
}

/** spec temple-event-details, event-details/:id/:name: one shown event with its temple. */
export async function getTempleEvent(db: Executor, eventId: number): Promise<TempleEventDetail> {
  const row = await selectShownEvent(db, eventId);
  if (!row) throw new DomainError('NOT_FOUND', 'No event with this id');
  return {
    ...toTempleEvent(row),
    temple: { id: row.templeId, name: row.templeName, nameNarration: row.templeNameNarration },
  };
}
