import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { availabilityManagementRoutes } from './availability-management/availability-management-routes.ts';
import { catalogueManagementRoutes } from './catalogue-management/catalogue-management-routes.ts';
import { counterBillingRoutes } from './counter-billing/counter-billing-routes.ts';
import { imageManagementRoutes } from './images/image-management-routes.ts';
import { notificationsRoutes } from './notifications/notifications-routes.ts';
import { refundRoutes } from './refunds/refund-routes.ts';
import { performanceMaterialsRoutes } from './reports/performance-materials-routes.ts';
import { postageRoutes } from './reports/postage-routes.ts';
import { reportsRoutes } from './reports/reports-routes.ts';
import { templeDashboardRoutes } from './temple-dashboard/temple-dashboard-routes.ts';
import { templeDevoteesRoutes } from './temple-devotees/temple-devotees-routes.ts';
import { templeEventManagementRoutes } from './temple-events/temple-event-management-routes.ts';
import { templeInstructionsRoutes } from './temple-instructions/temple-instructions-routes.ts';
import { templeOrdersRoutes } from './temple-orders/temple-orders-routes.ts';
import { templeStaffRoutes } from './temple-staff/temple-staff-routes.ts';
import { templeProfileRoutes } from './temples/temple-profile-routes.ts';

/**
 * The temple's own side (spec §2 management routes, §6): its staff run it under
 * /api/v1/temples/{templeId}/…, every route temple-scoped (ARCHITECTURE rule 4), every change audited
 * (rule 10).
 */
export const templeManagementRoutes: FastifyPluginAsyncZod<AppDeps>[] = [
  templeStaffRoutes,
  templeProfileRoutes,
  catalogueManagementRoutes,
  availabilityManagementRoutes,
  templeEventManagementRoutes,
  templeInstructionsRoutes,
  imageManagementRoutes,
  templeDashboardRoutes,
  templeDevoteesRoutes,
  notificationsRoutes,
  // Orders, approvals and payment verification (issue #4 §4).
  templeOrdersRoutes,
  // Refunds (issue #4 §4).
  refundRoutes,
  // Counter billing (issue #4 §5).
  counterBillingRoutes,
  // Temple content and devotee accounts (issue #4 §2, §6).
  // Reports (issue #14).
  reportsRoutes,
  performanceMaterialsRoutes,
  postageRoutes,
];
