import {
  ADMIN_TYPES,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  EmailMessagePageSchema,
  EmailOutboxQuerySchema,
  PlatformDashboardSchema,
  SmsMessagePageSchema,
  SmsOutboxQuerySchema,
  UserType,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { visibleTempleIds } from '../sub-admins/index.ts';
import { findAuditLog } from './find-audit-log.ts';
import { findEmailMessages } from './find-email-messages.ts';
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
    '/api/v1/admin/email-outbox',
    {
      config: { access: ADMIN_TYPES, platformRight: 'platform.sms' },
      schema: {
        tags: ['admin'],
        summary: 'The e-mail outbox: every e-mail the platform sent or tried to send, newest first',
        querystring: EmailOutboxQuerySchema,
        response: { 200: EmailMessagePageSchema },
      },
    },
    async (request) => findEmailMessages(deps, request.query),
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

  app.get(
    '/api/v1/admin/audit-log',
    {
      // The platform administrator's alone: it shows every temple's and every person's changes.
      config: { access: [UserType.Admin] },
      schema: {
        tags: ['admin'],
        summary: 'Who changed what and when, with the record before and after; newest first',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema },
      },
    },
    async (request) => findAuditLog(deps, request.query),
  );
};
