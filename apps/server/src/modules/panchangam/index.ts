/** What the app may use of panchangam (docs/decisions.md, "Module boundaries"): the star calendars. */
export { StarCalendars } from './star-calendar.ts';
