import {
  CancelCounterBillInputSchema,
  CounterBillCreatedSchema,
  CounterBillListQuerySchema,
  CounterBillListSchema,
  CounterBillParamsSchema,
  CounterBillQuoteInputSchema,
  CounterBillQuoteSchema,
  CounterBillSchema,
  CounterDeskSchema,
  CreateCounterBillInputSchema,
  TempleIdParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { sendReport } from '../../lib/report-files.ts';
import { actorOf, templeStaffRoute } from '../../plugins/auth.ts';
import { cancelCounterBill } from './cancel-counter-bill.ts';
import { createCounterBill } from './create-counter-bill.ts';
import { counterBillsFile, findCounterBills } from './find-counter-bills.ts';
import { getCounterBill } from './get-counter-bill.ts';
import { getCounterDesk } from './get-counter-desk.ts';
import { quoteCounterBill } from './quote-counter-bill.ts';

/**
 * spec counter-billing, billing and bill-list (issue #4 §5): the temple's staff with the right
 * `billing` bill walk-in devotees, find, reprint and cancel their bills.
 */
export const counterBillingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const billing = templeStaffRoute({ right: 'billing' });
  const tags = ['counter billing'];

  app.get(
    '/api/v1/temples/:templeId/counter-bills/desk',
    {
      config: billing,
      schema: {
        tags,
        summary: 'The billing screen: the temple as UPI payee, its day, and the sevas the counter sells',
        params: TempleIdParamsSchema,
        response: { 200: CounterDeskSchema },
      },
    },
    async (request) => getCounterDesk(deps, request.params.templeId),
  );

  app.post(
    '/api/v1/temples/:templeId/counter-bills/quote',
    {
      config: billing,
      schema: {
        tags,
        summary: "The server's price of each line and of the bill, and each line's problems; writes nothing",
        params: TempleIdParamsSchema,
        body: CounterBillQuoteInputSchema,
        response: { 200: CounterBillQuoteSchema },
      },
    },
    async (request) => quoteCounterBill(deps, request.params.templeId, request.body),
  );

  app.post(
    '/api/v1/temples/:templeId/counter-bills',
    {
      config: billing,
      schema: {
        tags,
        summary: 'A paid counter bill (order Type 1, BKS…) taking the same daily capacity as online bookings',
        params: TempleIdParamsSchema,
        body: CreateCounterBillInputSchema,
        response: { 201: CounterBillCreatedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCounterBill(deps, actorOf(request), request.params.templeId, request.body)),
  );

  app.get(
    '/api/v1/temples/:templeId/counter-bills',
    {
      config: billing,
      schema: {
        tags,
        summary: 'bill-list: counter bills by bill number, devotee or mobile, dates, payment mode, status',
        description:
          'JSON: one page of bills (offset, limit) with the totals over every bill the filters select. With format=csv, xlsx or pdf every such bill and the totals row come as a file download, streamed.',
        params: TempleIdParamsSchema,
        querystring: CounterBillListQuerySchema,
        response: { 200: CounterBillListSchema },
      },
    },
    async (request, reply) => {
      const { templeId } = request.params;
      const { format, ...query } = request.query;
      if (format === undefined || format === 'json') {
        return reply.send(await findCounterBills(deps.db, templeId, query));
      }
      return sendReport(reply, await counterBillsFile(deps.db, templeId, { ...query, format }, deps.now()));
    },
  );

  app.get(
    '/api/v1/temples/:templeId/counter-bills/:orderId',
    {
      config: billing,
      schema: { tags, params: CounterBillParamsSchema, response: { 200: CounterBillSchema } },
    },
    async (request) => getCounterBill(deps, request.params.templeId, request.params.orderId),
  );

  app.post(
    '/api/v1/temples/:templeId/counter-bills/:orderId/cancel',
    {
      config: billing,
      schema: {
        tags,
        summary: 'Cancels a paid counter bill with a reason and gives its capacity back (once)',
        params: CounterBillParamsSchema,
        body: CancelCounterBillInputSchema,
        response: { 200: CounterBillSchema },
      },
    },
    async (request) =>
      cancelCounterBill(
        deps,
        actorOf(request),
        request.params.templeId,
        request.params.orderId,
        request.body,
      ),
  );
};
