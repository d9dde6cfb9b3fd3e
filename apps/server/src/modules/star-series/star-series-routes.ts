import {
  CounterStarSeriesPlanQuerySchema,
  MoveStarSeriesDateInputSchema,
  MyStarSeriesListSchema,
  MyStarSeriesSchema,
  SevaIdParamsSchema,
  StarSeriesDateParamsSchema,
  StarSeriesDueParamsSchema,
  StarSeriesDuePaymentSchema,
  StarSeriesDueSchema,
  StarSeriesIdParamsSchema,
  StarSeriesPlanQuerySchema,
  StarSeriesPlanSchema,
  StopStarSeriesInputSchema,
  TempleIdParamsSchema,
  UserType,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, currentUser, templeStaffRoute } from '../../plugins/auth.ts';
import { findMyStarSeries, moveMyStarSeriesDate, stopStarSeries } from './my-star-series.ts';
import { planStarSeries } from './plan-star-series.ts';
import { findStarSeriesDue, payStarSeriesDue } from './series-dues.ts';

/** Sevas that follow the devotee's star (issue #19). */
export const starSeriesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/sevas/:sevaId/star-series',
    {
      // The booking form asks it for guests too; the first year of a temple's stars is computed once.
      config: { access: 'public', throttle: 'panchangam' },
      schema: {
        tags: ['sevas'],
        summary: "The dates a seva would take every month, or every year, on the devotee's star",
        description:
          "every=month: the next `occurrences` days whose star of the day (the temple's rule, as GET /api/v1/star-dates) is `star`, a star at two sunrises counted once (its first day). every=year: once a year, the star's first day in the Malayalam month `month` (1 Chingam … 12 Karkidakam), or its next day after a month that has none. Each date comes with the booking calendar's status and, when it cannot be booked, the nearest bookable day of the star the series does not already take; `dates` are what the devotee books on accepting.",
        params: SevaIdParamsSchema,
        querystring: StarSeriesPlanQuerySchema,
        response: { 200: StarSeriesPlanSchema },
      },
    },
    async (request) => planStarSeries(deps, request.params.sevaId, request.query, deps.now()),
  );

  // A due date's pay link (issue #19): the link is the authority, as a receipt's is (256 random bits).
  app.get(
    '/api/v1/star-series-dues/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['orders'],
        summary: 'A later date of a star series paid date by date, as its pay link shows it',
        params: StarSeriesDueParamsSchema,
        response: { 200: StarSeriesDueSchema },
      },
    },
    async (request) => findStarSeriesDue(deps.db, request.params.token),
  );

  app.post(
    '/api/v1/star-series-dues/:token/pay',
    {
      config: { access: 'public' },
      schema: {
        tags: ['orders'],
        summary: "Opens the date's payment at the gateway; the date is pending until it completes",
        description:
          '409 CONFLICT when the date is paid already, a payment of it is under way, the series is stopped, or its pay-by day is over (its place was let go). A payment that does not complete gives the date back to due until the end of its pay-by day.',
        params: StarSeriesDueParamsSchema,
        response: { 200: StarSeriesDuePaymentSchema },
      },
    },
    async (request) => payStarSeriesDue(deps, request.params.token),
  );

  app.get(
    '/api/v1/me/star-series',
    {
      config: { access: [UserType.Devotee] },
      schema: {
        tags: ['orders'],
        summary: "The devotee's sevas that follow their star: each date, the next one, stopped or not",
        response: { 200: MyStarSeriesListSchema },
      },
    },
    async (request) => findMyStarSeries(deps, actorOf(request).id, deps.now()),
  );

  app.post(
    '/api/v1/me/star-series/:seriesId/stop',
    {
      config: { access: [UserType.Devotee] },
      schema: {
        tags: ['orders'],
        summary:
          "Stops the series: its dates still to come go to the temple as one cancellation request, refunded by the temple's rules",
        params: StarSeriesIdParamsSchema,
        body: StopStarSeriesInputSchema,
        response: { 200: MyStarSeriesSchema },
      },
    },
    async (request) => stopStarSeries(deps, actorOf(request), request.params.seriesId, request.body),
  );

  app.post(
    '/api/v1/me/star-series/:seriesId/dates/:orderLineId/move',
    {
      config: { access: [UserType.Devotee] },
      schema: {
        tags: ['orders'],
        summary:
          'Moves one date of the series to another day of its star at the temple (a date the temple closed: its `alternative`)',
        params: StarSeriesDateParamsSchema,
        body: MoveStarSeriesDateInputSchema,
        response: { 200: MyStarSeriesSchema },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      return moveMyStarSeriesDate(
        deps,
        { id: actor.id, language: actor.language },
        { seriesId: request.params.seriesId, orderLineId: request.params.orderLineId },
        request.body.date,
      );
    },
  );

  app.get(
    '/api/v1/temples/:templeId/counter-bills/star-series',
    {
      config: templeStaffRoute({ right: 'billing' }),
      schema: {
        tags: ['counter billing'],
        summary: "The dates a walk-in devotee's star series would take, by the counter's date rules",
        description:
          "As GET /api/v1/sevas/{sevaId}/star-series, for a seva this temple sells at the counter (online or counter-only), from today: the counter's notice, not the online one. 400 SEVA_NOT_IN_TEMPLE for another temple's seva.",
        params: TempleIdParamsSchema,
        querystring: CounterStarSeriesPlanQuerySchema,
        response: { 200: StarSeriesPlanSchema },
      },
    },
    async (request) => {
      const { sevaId, ...query } = request.query;
      return planStarSeries(deps, sevaId, query, deps.now(), {
        kind: 'counter',
        templeId: request.params.templeId,
      });
    },
  );
};
