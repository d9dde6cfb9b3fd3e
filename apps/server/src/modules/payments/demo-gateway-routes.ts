import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { orders, temples } from '../../db/schema/index.ts';
import { selectUserLanguages } from '../users/index.ts';
import { DEMO_FONT_PATH, DEMO_FONT_SCRIPTS, renderDemoPaymentPage } from './demo-gateway-page.ts';
import { outcomePath } from './payment-routes.ts';
import { findPaymentByGatewayOrder } from './payments-repository.ts';

const GatewayOrderParams = z.strictObject({
  gatewayOrderId: z.string().regex(/^order_demo_[A-Za-z0-9_-]{16}$/),
});

const require = createRequire(import.meta.url);
/** The faces the page names (demo-gateway-page.ts), each read once, when first asked for. */
const FACE_NAMES = Object.keys(DEMO_FONT_SCRIPTS).flatMap((script) =>
  [400, 700].map((weight) => `${script}-${weight}.woff2`),
) as [string, ...string[]];
const faces = new Map<string, Buffer>();
function fontFace(name: string): Buffer {
  let face = faces.get(name);
  if (!face) {
    const [script, weight] = name.replace('.woff2', '').split('-');
    face = readFileSync(
      require.resolve(
        `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight}-normal.woff2`,
      ),
    );
    faces.set(name, face);
  }
  return face;
}

/**
 * The demo gateway's side (ARCHITECTURE rule 7): its hosted page, and what it does when the devotee
 * decides: a signed redirect back to our callback, then, in-process and a moment later, the same
 * outcome as a signed webhook, so the callback-versus-webhook race of a real gateway happens here too.
 */
export const demoGatewayRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  if (deps.config.payments.gateway !== 'demo') return;
  const demo = deps.gateways.demo;
  const deliveries = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...deliveries]);
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  async function pageData(gatewayOrderId: string) {
    const payment = await findPaymentByGatewayOrder(deps.db, 'demo', gatewayOrderId);
    if (!payment) return undefined;
    const rows = await deps.db
      .select({ orderNumber: orders.orderNumber, templeName: temples.name, totalAmount: orders.totalAmount })
      .from(orders)
      .innerJoin(temples, eq(temples.id, orders.templeId))
      .where(eq(orders.paymentId, payment.id))
      .orderBy(asc(orders.id));
    const languages = await selectUserLanguages(deps.db, [payment.userId]);
    const language = payment.userId === null ? undefined : languages.get(payment.userId);
    return { payment, orders: rows, language: language ?? 'en' };
  }

  app.get(
    `${DEMO_FONT_PATH}/:face`,
    { schema: { hide: true, params: z.strictObject({ face: z.enum(FACE_NAMES) }) } },
    async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=604800')
        .type('font/woff2')
        .send(fontFace(request.params.face)),
  );

  app.get(
    '/pay/demo/:gatewayOrderId',
    { schema: { hide: true, params: GatewayOrderParams } },
    async (request, reply) => {
      const data = await pageData(request.params.gatewayOrderId);
      if (!data)
        return reply
          .status(404)
          .type('text/html')
          .send('<!doctype html><title>Not found</title><p>No such payment.</p>');
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          renderDemoPaymentPage({
            language: data.language,
            productName: deps.config.productName,
            gatewayOrderId: request.params.gatewayOrderId,
            amount: data.payment.amount,
            status: data.payment.status,
            orders: data.orders,
            backUrl: outcomePath(data.payment.id, data.payment.status === 'captured' ? 'success' : 'failed'),
          }),
        );
    },
  );

  // A plain form post from the gateway's own page (a real gateway's page lives on its own site).
  app.post(
    '/pay/demo/:gatewayOrderId',
    {
      config: { csrf: false },
      schema: {
        hide: true,
        params: GatewayOrderParams,
        body: z.object({ decision: z.enum(['approve', 'decline']) }),
      },
    },
    async (request, reply) => {
      const { gatewayOrderId } = request.params;
      const payment = await findPaymentByGatewayOrder(deps.db, 'demo', gatewayOrderId);
      if (!payment)
        return reply
          .status(404)
          .type('text/html')
          .send('<!doctype html><title>Not found</title><p>No such payment.</p>');
      const settled = demo.settle(
        gatewayOrderId,
        request.body.decision === 'approve' ? 'captured' : 'failed',
      );
      const query = new URLSearchParams({
        gatewayPaymentId: settled.gatewayPaymentId,
        status: settled.status,
        signature: settled.signature,
      });
      const webhook = demo.webhook(
        {
          event: settled.status === 'captured' ? 'payment.captured' : 'payment.failed',
          gatewayOrderId,
          gatewayPaymentId: settled.gatewayPaymentId,
          amount: payment.amount,
        },
        deps.now(),
      );
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() =>
          app.inject({
            method: 'POST',
            url: '/api/v1/payments/webhooks/demo',
            headers: webhook.headers,
            payload: webhook.rawBody,
          }),
        )
        .then((response) => {
          if (response.statusCode >= 400)
            request.log.warn({ status: response.statusCode }, 'demo webhook refused');
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'demo webhook delivery failed'))
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
      return reply.redirect(`/api/v1/payments/${payment.id}/callback?${query}`, 303);
    },
  );
};
