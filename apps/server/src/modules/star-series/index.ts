/** What other modules may use of star series (docs/decisions.md, "Module boundaries"). */
export { notifyBlockedStarSeries } from './notify-blocked-series.ts';
export { seriesDayState } from './plan-star-series.ts';
export { seriesDueBy } from './series-due-by.ts';
export { lapseStarSeriesDues, remindStarSeriesDues } from './series-dues.ts';
export { type SeriesLine, type SeriesStarDays, seriesStarDays } from './series-star-days.ts';
