import { DomainError, type VqBooking, type VqMyBookingsQuery } from '@nivedya/domain';
import type { SessionUser } from '../auth/index.ts';
import { type BookingContext, loadBookingContext } from './vq-booking-context.ts';
import { type BookingRow, selectBooking, selectUserBookings } from './vq-bookings-repository.ts';
import type { VqDeps } from './vq-deps.ts';
import { toVqBooking, UNKNOWN_TEMPLE } from './vq-dto.ts';

/** spec devotee-virtual-qdetails: the devotee's own darshan bookings, each with its QR token. */

export async function findMyVqBookings(
  deps: Pick<VqDeps, 'db' | 'now' | 'tokens'>,
  user: SessionUser,
  query: VqMyBookingsQuery,
) {
  const now = deps.now();
  const { rows, total } = await selectUserBookings(deps.db, { userId: user.id, now, ...query });
  const context = await loadBookingContext(deps.db, rows);
  return { items: rows.map((row) => dto(row, context, deps, now)), total };
}

export async function getMyVqBooking(
  deps: Pick<VqDeps, 'db' | 'now' | 'tokens'>,
  user: SessionUser,
  bookingId: number,
): Promise<VqBooking> {
  const row = await selectBooking(deps.db, bookingId);
  // Another devotee's booking is not found: its existence is nobody else's business.
  if (!row || row.userId !== user.id) throw new DomainError('NOT_FOUND', 'No such booking');
  return dto(row, await loadBookingContext(deps.db, [row]), deps, deps.now());
}

function dto(row: BookingRow, context: BookingContext, deps: Pick<VqDeps, 'tokens'>, now: Date): VqBooking {
  const temple = context.temples.get(row.templeId);
  return toVqBooking(row, {
    temple: temple ?? UNKNOWN_TEMPLE,
    devotees: context.devotees.get(row.id) ?? [],
    answers: context.answers.get(row.id) ?? [],
    tokens: deps.tokens,
    now,
    graceMinutes: temple?.graceMinutes ?? 0,
  });
}
