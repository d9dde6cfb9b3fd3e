import {
  ADMIN_TYPES,
  PlatformDashboardSchema,
  SmsMessagePageSchema,
  SmsOutboxQuerySchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { findSmsMessages } from './find-sms-messages.ts';
import { getPlatformDashboard } from './get-platform-dashboard.ts';

export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/admin/sms-outbox',
    {
      config: { access: ADMIN_TYPES },
      schema: {
        tags: ['admin'],
        summary: 'The SMS outbox (SMS report), newest first',
        querystring: SmsOutboxQuerySchema,
        response: { 200: SmsMessagePageSchema },
      },
    },
    async (request) => findSmsMessages(deps, request.query),
  );

  app.get(
    '/api/v1/admin/dashboard',
    {
      config: { access: ADMIN_TYPES },
      schema: {
        tags: ['admin'],
        summary: 'The platform at a glance (spec dash): temples, bookings, payments, refunds, enquiries',
        response: { 200: PlatformDashboardSchema },
      },
    },
    async () => getPlatformDashboard(deps),
  );
};
