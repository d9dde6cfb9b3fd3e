import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { accountRoutes } from './account/account-routes.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { cartRoutes } from './bookings/cart-routes.ts';
import { checkoutRoutes } from './bookings/checkout-routes.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { devoteeVisitRoutes } from './devotee-visits/visit-routes.ts';
import { devoteesRoutes } from './devotees/devotees-routes.ts';
import { enquiryRoutes } from './enquiries/enquiry-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { helpAdminRoutes } from './help/help-admin-routes.ts';
import { helpRoutes } from './help/help-routes.ts';
import { locationAdminRoutes } from './lookups/location-admin-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { starDateRoutes } from './panchangam/star-date-routes.ts';
import { demoGatewayRoutes } from './payments/demo-gateway-routes.ts';
import { paymentRoutes } from './payments/payment-routes.ts';
import { pushDevicesRoutes } from './push-devices/push-devices-routes.ts';
import { receiptRoutes } from './receipts/receipt-routes.ts';
import { referralRoutes } from './referrals/referral-routes.ts';
import { releaseRoutes } from './releases/release-routes.ts';
import { smsDeliveryRoutes } from './sms-delivery/sms-delivery-routes.ts';
import { starSeriesRoutes } from './star-series/star-series-routes.ts';
import { subAdminRoutes } from './sub-admins/sub-admin-routes.ts';
import { templeManagementRoutes } from './temple-management-routes.ts';
import { platformTemplesRoutes } from './temples/platform-temples-routes.ts';
import { userRoutes } from './users/user-routes.ts';
import { virtualQueueRoutes } from './virtual-queue/virtual-queue-routes.ts';

/** Every module's routes, registered in this order by buildApp. */
export const moduleRoutes: FastifyPluginAsyncZod<AppDeps>[] = [
  healthRoutes,
  helpRoutes,
  ...catalogueRoutes,
  cartRoutes,
  checkoutRoutes,
  paymentRoutes,
  demoGatewayRoutes,
  smsDeliveryRoutes,
  pushDevicesRoutes,
  orderRoutes,
  receiptRoutes,
  devoteesRoutes,
  enquiryRoutes,
  referralRoutes,
  authRoutes,
  accountRoutes,
  userRoutes,
  adminRoutes,
  platformTemplesRoutes,
  subAdminRoutes,
  helpAdminRoutes,
  locationAdminRoutes,
  starDateRoutes,
  starSeriesRoutes,
  ...templeManagementRoutes,
  virtualQueueRoutes,
  releaseRoutes,
  devoteeVisitRoutes,
];
