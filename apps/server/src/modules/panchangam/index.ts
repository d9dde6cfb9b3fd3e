/** What the app may use of panchangam (docs/decisions.md, "Module boundaries"): the star calendars. */

export { startOfCivilDay } from './civil-time.ts';
export { malayalamMonthDates, malayalamMonthOf } from './malayalam-month.ts';
export { type Place, resolvePlace } from './resolve-place.ts';
export { StarCalendars } from './star-calendar.ts';
