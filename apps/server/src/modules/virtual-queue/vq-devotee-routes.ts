import {
  VqBookingInputSchema,
  VqBookingPageSchema,
  VqBookingParamsSchema,
  VqBookingResultSchema,
  VqBookingSchema,
  VqCalendarQuerySchema,
  VqCalendarSchema,
  VqMyBookingsQuerySchema,
  VqTempleDetailsSchema,
  VqTempleParamsSchema,
  VqTokenDetailsSchema,
  VqTokenParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forgettingEndedSession } from '../../plugins/auth.ts';
import { bookVqSlot } from './book-vq-slot.ts';
import { cancelMyVqBooking } from './cancel-vq-booking.ts';
import { findVqCalendar, getVqTempleDetails } from './find-vq-calendar.ts';
import { getVqTokenDetails, renderTokenQr } from './get-vq-token-details.ts';
import { findMyVqBookings, getMyVqBooking } from './my-vq-bookings.ts';
import { VQ_DEVOTEE } from './vq-access.ts';
import type { VqDeps } from './vq-deps.ts';

const tags = ['virtual-queue: devotee'];

/**
 * spec virtual-queue-details-and-calendar, virtual-queue-calendar-details-page, devotee-virtual-qdetails
 * and booking-token-details. The calendar is public (ARCHITECTURE: public data needs no login).
 */
export const vqDevoteeRoutes: FastifyPluginAsyncZod<VqDeps> = async (app, deps) => {
  const sessionOptions = { sessions: deps.sessions, cookieSecure: deps.config.cookieSecure };
  app.get(
    '/api/v1/virtual-queue/temples/:templeId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          "A temple's virtual queue: its rules, questions and booking window. VQ_NOT_OFFERED (404) for a temple without IsVirtualQueue.",
        params: VqTempleParamsSchema,
        response: { 200: VqTempleDetailsSchema },
      },
    },
    async (request) => getVqTempleDetails(deps, request.params.templeId),
  );

  app.get(
    '/api/v1/virtual-queue/temples/:templeId/calendar',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'Each date with its slots and remaining places (default: today to the last open date; at most 62 days).',
        params: VqTempleParamsSchema,
        querystring: VqCalendarQuerySchema,
        response: { 200: VqCalendarSchema },
      },
    },
    async (request) => findVqCalendar(deps, request.params.templeId, request.query),
  );

  app.post(
    '/api/v1/virtual-queue/bookings',
    {
      config: { access: VQ_DEVOTEE, sessionCheckedByWrite: true, bookingAdmission: true },
      schema: {
        tags,
        description:
          'Books a slot for a party. 409 VQ_SLOT_FULL when the places are gone, VQ_ALREADY_BOOKED for a second booking of the same person that day at the temple.',
        body: VqBookingInputSchema,
        response: { 201: VqBookingResultSchema },
      },
    },
    async (request, reply) => {
      const booking = await forgettingEndedSession(request, reply, sessionOptions, (sessionToken) =>
        bookVqSlot(deps, { user: currentUser(request), sessionToken }, request.body),
      );
      return reply.status(201).send(booking);
    },
  );

  app.get(
    '/api/v1/me/virtual-queue-bookings',
    {
      config: { access: 'user' },
      schema: { tags, querystring: VqMyBookingsQuerySchema, response: { 200: VqBookingPageSchema } },
    },
    async (request) => findMyVqBookings(deps, currentUser(request), request.query),
  );

  app.get(
    '/api/v1/me/virtual-queue-bookings/:bookingId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: 'spec devotee-virtual-qdetails.',
        params: VqBookingParamsSchema,
        response: { 200: VqBookingSchema },
      },
    },
    async (request) => getMyVqBooking(deps, currentUser(request), request.params.bookingId),
  );

  app.post(
    '/api/v1/me/virtual-queue-bookings/:bookingId/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: 'Cancels the booking until its slot ends; its places go back to the slot once.',
        params: VqBookingParamsSchema,
        response: { 200: VqBookingSchema },
      },
    },
    async (request) => cancelMyVqBooking(deps, currentUser(request), request.params.bookingId),
  );

  app.get(
    '/api/v1/virtual-queue/tokens/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'spec booking-token-details: a token by its signed text (no personal data). VQ_TOKEN_INVALID for a forged or altered one.',
        params: VqTokenParamsSchema,
        response: { 200: VqTokenDetailsSchema },
      },
    },
    async (request) => getVqTokenDetails(deps, request.params.token),
  );

  app.get(
    '/api/v1/virtual-queue/tokens/:token/qr.png',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'The QR of a token as a PNG: error correction M, 100 pixels wide (spec §9).',
        params: VqTokenParamsSchema,
      },
    },
    async (request, reply) => {
      const png = await renderTokenQr(deps, request.params.token);
      return reply.type('image/png').header('cache-control', 'private, max-age=300').send(png);
    },
  );
};
