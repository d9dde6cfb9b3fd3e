import { DEFAULT_VQ_SETTINGS, imageUrl } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { findTempleBookingSettings } from '../temples/index.ts';
import { type BookingRow, selectAnswers, selectDevotees } from './vq-bookings-repository.ts';
import type { AnswerFacts, DevoteeFacts } from './vq-dto.ts';
import { selectSettings } from './vq-settings-repository.ts';

/** What DTOs of bookings need besides the rows: temples, grace, devotees and answers, in few queries. */
export interface BookingContext {
  temples: Map<number, { name: string; bannerUrl: string; timeZone: string; graceMinutes: number }>;
  devotees: Map<number, DevoteeFacts[]>;
  answers: Map<number, AnswerFacts[]>;
}

export async function loadBookingContext(
  db: Executor,
  bookings: readonly Pick<BookingRow, 'id' | 'templeId'>[],
): Promise<BookingContext> {
  const templeIds = [...new Set(bookings.map((booking) => booking.templeId))];
  const bookingIds = bookings.map((booking) => booking.id);
  const [temples, settings, devotees, answers] = await Promise.all([
    findTempleBookingSettings(db, templeIds),
    Promise.all(templeIds.map((templeId) => selectSettings(db, templeId))),
    selectDevotees(db, bookingIds),
    selectAnswers(db, bookingIds),
  ]);
  const grace = new Map(settings.flatMap((row) => (row ? [[row.templeId, row.graceMinutes] as const] : [])));
  return {
    temples: new Map(
      templeIds.map((templeId) => {
        const temple = temples.get(templeId);
        return [
          templeId,
          {
            name: temple?.name ?? 'Temple',
            bannerUrl: imageUrl('temple-banner', templeId),
            timeZone: temple?.timeZone ?? 'Asia/Kolkata',
            graceMinutes: grace.get(templeId) ?? DEFAULT_VQ_SETTINGS.graceMinutes,
          },
        ];
      }),
    ),
    devotees: groupBy(devotees, (row) => row.bookingId),
    answers: groupBy(answers, (row) => row.bookingId),
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}
