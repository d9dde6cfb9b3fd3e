import { DomainError, localDateTime, type VqStaffBooking, type VqStaffBookingQuery } from '@nivedya/domain';
import { loadBookingContext } from './vq-booking-context.ts';
import { selectBooking, selectStaffBookings } from './vq-bookings-repository.ts';
import type { VqDeps } from './vq-deps.ts';
import { toStaffBooking, toStaffSummary } from './vq-dto.ts';
import { loadSettings } from './vq-settings.ts';
import { getVqTemple } from './vq-temple.ts';

/** The temple's bookings of a day for staff, searchable by queue number, mobile or name. */
export async function findVqBookings(
  deps: Pick<VqDeps, 'db' | 'now'>,
  templeId: number,
  query: VqStaffBookingQuery,
) {
  const temple = await getVqTemple(deps.db, templeId);
  const now = deps.now();
  const settings = await loadSettings(deps.db, templeId);
  const { rows, total } = await selectStaffBookings(deps.db, {
    templeId,
    date: query.date ?? localDateTime(now, temple.timeZone).date,
    startTime: query.startTime,
    status: query.status,
    search: query.search,
    now,
    graceMinutes: settings.graceMinutes,
    offset: query.offset,
    limit: query.limit,
  });
  return { items: rows.map((row) => toStaffSummary(row, now, settings.graceMinutes)), total };
}

/** spec virtual-queue-token-details / virtual-queue-devotee-details. */
export async function getVqBooking(
  deps: Pick<VqDeps, 'db' | 'now'>,
  templeId: number,
  bookingId: number,
): Promise<VqStaffBooking> {
  const row = await selectBooking(deps.db, bookingId);
  if (!row || row.templeId !== templeId) throw new DomainError('NOT_FOUND', 'No such booking');
  const [context, settings] = await Promise.all([
    loadBookingContext(deps.db, [row]),
    loadSettings(deps.db, templeId),
  ]);
  return toStaffBooking(row, {
    devotees: context.devotees.get(row.id) ?? [],
    answers: context.answers.get(row.id) ?? [],
    now: deps.now(),
    graceMinutes: settings.graceMinutes,
  });
}
