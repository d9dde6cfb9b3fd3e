import {
  ADMIN_TYPES,
  PlatformDashboardSchema,
  SmsMessagePageSchema,
  SmsOutboxQuerySchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { visibleTempleIds } from '../sub-admins/index.ts';
import { findSmsMessages } from './find-sms-messages.ts';
import { getPlatformDashboard } from './get-platform-dashboard.ts';

export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/admin/sms-outbox',
    {
      config: { access: ADMIN_TYPES, platformRight: 'platform.sms' },
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
      // Every administrator lands here; a sub-administrator's figures cover their temples only.
      config: { access: ADMIN_TYPES, platformRight: 'any' },
      schema: {
        tags: ['admin'],
        summary: 'The platform at a glance (spec dash): temples, bookings, payments, refunds, enquiries',
        response: { 200: PlatformDashboardSchema },
      },
    },
    async (request) => getPlatformDashboard(deps, await visibleTempleIds(deps.db, currentUser(request))),
  );
};
