import { ReceiptSchema, ReceiptTokenParamsSchema } from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { getReceipt } from './get-receipt.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/**
 * spec GET /SevaReceipt: the public receipt by its unguessable token (ARCHITECTURE rule 6, and the
 * "receipt link carries a receipt token" departure). No login; never cached by shared caches.
 */
export const receiptRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/receipts/:token',
    {
      config: { access: 'public' },
      schema: { tags: ['receipts'], params: ReceiptTokenParamsSchema, response: { 200: ReceiptSchema } },
    },
    async (request, reply) => {
      const receipt = await getReceipt(deps.db, request.params.token, deps.config.publicUrl);
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      return receipt;
    },
  );

  app.get(
    '/api/v1/receipts/:token/pdf',
    {
      config: { access: 'public' },
      schema: { tags: ['receipts'], params: ReceiptTokenParamsSchema },
    },
    async (request, reply) => {
      const receipt = await getReceipt(deps.db, request.params.token, deps.config.publicUrl);
      const pdf = await renderReceiptPdf(receipt, deps.config.productName);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', `attachment; filename="receipt-${receipt.orderNumber}.pdf"`)
        .type('application/pdf')
        .send(Buffer.from(pdf));
    },
  );
};
