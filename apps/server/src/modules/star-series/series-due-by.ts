import { addDays, seriesPayByDate } from '@nivedya/domain';
import { startOfCivilDay } from '../panchangam/index.ts';

/** When a later date of a series paid date by date lets its place go unpaid: the end of its pay-by day at the temple. */
export function seriesDueBy(performDate: string, timeZone: string): Date {
  return new Date(startOfCivilDay(addDays(seriesPayByDate(performDate), 1), timeZone));
}
