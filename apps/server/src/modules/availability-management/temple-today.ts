import { DomainError, localDateTime } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { findTempleBookingSettings } from '../temples/index.ts';

/** The temple's calendar day now (ARCHITECTURE rule 8), and its zone. */
export async function templeToday(
  db: Executor,
  templeId: number,
  now: Date,
): Promise<{ today: string; timeZone: string }> {
  const temple = (await findTempleBookingSettings(db, [templeId])).get(templeId);
  if (!temple) throw new DomainError('NOT_FOUND', 'No temple with this id');
  return { today: localDateTime(now, temple.timeZone).date, timeZone: temple.timeZone };
}
