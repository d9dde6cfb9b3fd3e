import {
  ComingUpSchema,
  ORDER_STATUSES,
  OrderDetailSchema,
  OrderIdParamsSchema,
  OrderLineIdParamsSchema,
  OrderListSchema,
  PageQuerySchema,
  PaymentIdParamsSchema,
  PerformUpdateInputSchema,
  PerformUpdateResultSchema,
  UserType,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findComingUp } from './find-coming-up.ts';
import { findMyOrders, findPaymentOrders } from './find-my-orders.ts';
import { getMyOrder } from './get-my-order.ts';
import { updateOrderLineByDevotee } from './update-order-line.ts';

const DEVOTEE = [UserType.Devotee] as const;

/** The devotee's orders after booking (spec GET /Transaction?…, POST /PerformUpdate); their own only. */
export const orderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/me/orders',
    {
      config: { access: DEVOTEE },
      schema: {
        tags: ['orders'],
        querystring: PageQuerySchema.extend({ status: z.enum(ORDER_STATUSES).optional() }),
        response: { 200: OrderListSchema },
      },
    },
    async (request) => findMyOrders(deps.db, currentUser(request).id, request.query),
  );

  app.get(
    '/api/v1/me/coming-up',
    {
      config: { access: DEVOTEE },
      schema: { tags: ['orders'], response: { 200: ComingUpSchema } },
    },
    async (request) => findComingUp(deps.db, currentUser(request).id, deps.now()),
  );

  app.get(
    '/api/v1/payments/:paymentId/orders',
    {
      config: { access: DEVOTEE },
      schema: { tags: ['orders'], params: PaymentIdParamsSchema, response: { 200: OrderListSchema } },
    },
    async (request) => findPaymentOrders(deps.db, currentUser(request).id, request.params.paymentId),
  );

  app.get(
    '/api/v1/me/orders/:orderId',
    {
      config: { access: DEVOTEE },
      schema: { tags: ['orders'], params: OrderIdParamsSchema, response: { 200: OrderDetailSchema } },
    },
    async (request) => getMyOrder(deps.db, currentUser(request), request.params.orderId, deps.now()),
  );

  app.patch(
    '/api/v1/me/order-lines/:lineId',
    {
      config: { access: DEVOTEE },
      schema: {
        tags: ['orders'],
        params: OrderLineIdParamsSchema,
        body: PerformUpdateInputSchema,
        response: { 200: PerformUpdateResultSchema },
      },
    },
    async (request) =>
      updateOrderLineByDevotee(deps, currentUser(request), request.params.lineId, request.body),
  );
};
