import {
  PanchangamQuerySchema,
  PanchangamResponseSchema,
  StarDatesQuerySchema,
  StarDatesResponseSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { getPanchangamMonth } from './get-panchangam-month.ts';
import { searchStarDates } from './search-star-dates.ts';

/** Star days (spec §7 GET /Seva?fromdate&todate&star) and the Panchangam month: public, no login. */
export const starDateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/star-dates',
    {
      config: { access: 'public', throttle: 'panchangam' },
      schema: {
        tags: ['panchangam'],
        summary: 'Dates on which a star is the star of the day',
        description:
          'The star of the day is the nakshatra of the sidereal Moon (Lahiri ayanamsa) at local sunrise, or six nazhika (144 min) after sunrise by the Kerala rule. Give templeId, or lat and lon (time zone Asia/Kolkata unless timeZone is given). Ranges cover at most 366 days.',
        querystring: StarDatesQuerySchema,
        response: { 200: StarDatesResponseSchema },
      },
    },
    async (request) => searchStarDates(deps.db, deps.starCalendars, request.query),
  );

  app.get(
    '/api/v1/panchangam',
    {
      config: { access: 'public', throttle: 'panchangam' },
      schema: {
        tags: ['panchangam'],
        summary: 'The star of the day for every date of a month',
        querystring: PanchangamQuerySchema,
        response: { 200: PanchangamResponseSchema },
      },
    },
    async (request) => getPanchangamMonth(deps.db, deps.starCalendars, request.query),
  );
};
