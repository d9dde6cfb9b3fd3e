import { DomainError, type TempleDevoteeDetail } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toTempleDevotee } from './find-temple-devotees.ts';
import { selectDevoteeOrdersAtTemple, selectTempleDevotee } from './temple-devotees-repository.ts';

const MAX_ORDERS = 100;

/**
 * spec devotee: one devotee with their bookings at this temple only. Someone who never paid for an
 * order here is not found: a temple sees its own devotees, not the platform's users.
 */
export async function getTempleDevotee(
  db: Executor,
  templeId: number,
  userId: number,
): Promise<TempleDevoteeDetail> {
  const row = await selectTempleDevotee(db, templeId, userId);
  if (!row) throw new DomainError('NOT_FOUND', 'No devotee of this temple has this id');
  const { orderRows, lineRows } = await selectDevoteeOrdersAtTemple(db, templeId, userId, MAX_ORDERS);
  return {
    devotee: { ...toTempleDevotee(row), address: row.address },
    bookings: orderRows.map((order) => ({
      ...order,
      lines: lineRows
        .filter((line) => line.orderId === order.orderId)
        .map(({ orderId: _orderId, ...line }) => line),
    })),
  };
}
