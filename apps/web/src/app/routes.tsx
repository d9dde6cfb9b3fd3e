import { passesGuard, type RouteGuard } from '@nivedya/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  type Params,
  type RouteObject,
  redirect,
} from 'react-router';
import { cartEvaluationQueryOptions } from '../features/booking/api/evaluate-cart.ts';
import { sevaQueryOptions } from '../features/booking/api/get-seva.ts';
import { SCREENED_REPORTS } from '../features/reports/screened-reports.ts';
import { loadTranslationPart, type TranslationPart } from '../i18n/index.ts';
import { HOME_PATH, homePathFor, readStoredUser } from '../lib/auth.ts';
import { readCart, toCartInput } from '../lib/cart-store.ts';
import type { ScreenRight } from '../lib/my-rights.ts';
import { parseId } from '../lib/route-params.ts';
import { templeQueryOptions } from '../lib/temple.ts';
import { Loading } from '../ui/loading.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * THE table of the app's routes (spec §2) and their guards. Every screen loads on demand; only
 * screens that work are listed (later issues add theirs). Guards only steer navigation; the server
 * authorizes every call (ARCHITECTURE rule 4).
 */
type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  page: () => Promise<PageModule>;
  guard?: RouteGuard;
  /** 'bare' screens fill the window without the header and menu. */
  frame?: 'shell' | 'bare';
  /** The parts of the translations the screen needs beyond the first bundle's (i18n/index.ts). */
  translations?: TranslationPart | readonly TranslationPart[];
  /**
   * The temple right the screen's server calls need (temple-rights.ts): staff without it see which
   * right is missing (features/temple-admin/shared/temple-right-required.tsx) instead of a 403.
   * The notice's words are in the 'temple' part, which such a route loads.
   */
  right?: ScreenRight;
  /**
   * Starts the screen's first server call together with the fetch of its code and words, not after
   * them: the screen's own query then finds the answer on its way, or already there.
   */
  prefetch?: (address: { params: Params; searchParams: URLSearchParams }, queryClient: QueryClient) => void;
  /**
   * The GET that `prefetch` starts, as a pattern whose `:name` the server fills from the address's path
   * or query, to preload it from the page's HTML on a first visit (build/route-preloads.ts): then it
   * is on its way while the app's own code downloads.
   */
  preloadData?: string;
}

export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: 'splash-screen',
    frame: 'bare',
    page: () => import('../features/startup/pages/splash-screen-page.tsx'),
  },
  { path: 'devotee-home-page', page: () => import('../features/home/pages/devotee-home-page.tsx') },
  {
    path: 'devotee-temple-list/:id',
    translations: 'devotee',
    page: () => import('../features/home/pages/devotee-temple-list-page.tsx'),
  },
  { path: 'search', translations: 'devotee', page: () => import('../features/search/pages/search-page.tsx') },
  {
    path: 'get-all-seva-search',
    translations: 'devotee',
    page: () => import('../features/search/pages/seva-search-page.tsx'),
  },

  // A temple and its information pages; the pages without a path parameter take ?templeId=….
  {
    path: 'guest-user-home/:id',
    translations: 'devotee',
    page: () => import('../features/temple/pages/temple-home-page.tsx'),
    preloadData: '/api/v1/temples/:id',
    prefetch: ({ params }, queryClient) => {
      const templeId = parseId(params.id);
      if (templeId) void queryClient.prefetchQuery(templeQueryOptions(templeId));
    },
  },
  {
    path: 'temple-history',
    translations: 'devotee',
    page: () => import('../features/temple/pages/temple-history-page.tsx'),
  },
  {
    path: 'temple-dieties',
    translations: 'devotee',
    page: () => import('../features/temple/pages/temple-deities-page.tsx'),
  },
  {
    path: 'temple-festivals',
    translations: 'devotee',
    page: () => import('../features/temple/pages/temple-festivals-page.tsx'),
  },
  {
    path: 'temple-gallery',
    translations: 'devotee',
    page: () => import('../features/temple/pages/temple-gallery-page.tsx'),
  },
  {
    path: 'temple-contact-us',
    translations: 'devotee',
    page: () => import('../features/temple/pages/temple-contact-page.tsx'),
  },
  {
    path: 'temple-seva-list',
    translations: 'devotee',
    page: () => import('../features/temple/pages/temple-seva-list-page.tsx'),
  },
  {
    path: 'special-pooja-availability',
    translations: 'devotee',
    page: () => import('../features/temple/pages/special-pooja-page.tsx'),
  },
  {
    path: 'live-darshan-page',
    translations: 'devotee',
    page: () => import('../features/temple/pages/live-darshan-page.tsx'),
  },
  {
    path: 'temple-event-list',
    translations: 'devotee',
    page: () => import('../features/temple/pages/temple-event-list-page.tsx'),
  },
  {
    path: 'temple-event-details',
    translations: 'devotee',
    page: () => import('../features/temple/pages/event-details-page.tsx'),
  },
  {
    path: 'event-details/:id/:name',
    translations: 'devotee',
    page: () => import('../features/temple/pages/event-details-page.tsx'),
  },

  // Booking: guests fill the cart; paying, saved names and bookings need a login (the pages say so).
  {
    path: 'seva-devotee-details',
    translations: 'devotee',
    page: () => import('../features/booking/pages/seva-devotee-details-page.tsx'),
    preloadData: '/api/v1/sevas/:sevaId',
    prefetch: ({ searchParams }, queryClient) => {
      const sevaId = parseId(searchParams.get('sevaId'));
      if (sevaId) void queryClient.prefetchQuery(sevaQueryOptions(sevaId));
    },
  },
  {
    path: 'add-user-for-booking',
    translations: 'devotee',
    page: () => import('../features/booking/pages/add-user-for-booking-page.tsx'),
  },
  {
    path: 'cart',
    translations: 'devotee',
    page: () => import('../features/booking/pages/cart-page.tsx'),
    // The cart's prices and its temples (whether each takes a dakshina), as the cart page asks for them.
    prefetch: (_address, queryClient) => {
      const lines = readCart();
      if (lines.length === 0) return;
      void queryClient.prefetchQuery(cartEvaluationQueryOptions(toCartInput(lines)));
      for (const templeId of new Set(lines.map((line) => line.templeId)))
        void queryClient.prefetchQuery(templeQueryOptions(templeId));
    },
  },
  {
    path: 'payment-success/:id',
    translations: 'devotee',
    page: () => import('../features/orders/pages/payment-success-page.tsx'),
  },
  {
    path: 'payment-failed/:id',
    translations: 'devotee',
    page: () => import('../features/orders/pages/payment-failed-page.tsx'),
  },
  {
    path: 'devotee-booking-history',
    translations: 'devotee',
    page: () => import('../features/orders/pages/booking-history-page.tsx'),
  },
  {
    path: 'devotee-transaction-list',
    translations: 'devotee',
    page: () => import('../features/orders/pages/transaction-list-page.tsx'),
  },
  {
    path: 'devotee-transaction-details',
    translations: 'devotee',
    page: () => import('../features/orders/pages/transaction-details-page.tsx'),
  },
  // A reminder's pay link for a date of a star series (issue #19): open without login.
  {
    path: 'star-series-due/:token',
    translations: 'devotee',
    page: () => import('../features/orders/pages/star-series-due-page.tsx'),
  },
  // Public and printable: opened in a new window, without the app's header and menu.
  {
    path: 'seva-receipt/:id',
    frame: 'bare',
    translations: 'devotee',
    page: () => import('../features/orders/pages/receipt-page.tsx'),
  },
  {
    path: 'notifications',
    translations: 'devotee',
    page: () => import('../features/notifications/pages/notifications-page.tsx'),
  },
  {
    path: 'devotee-profile',
    translations: ['devotee', 'account'],
    page: () => import('../features/account/pages/devotee-profile-page.tsx'),
  },
  {
    path: 'devotee-temple-referring',
    translations: 'devotee',
    page: () => import('../features/referrals/pages/devotee-temple-referring-page.tsx'),
  },
  {
    path: 'reffer-success',
    translations: 'devotee',
    page: () => import('../features/referrals/pages/reffer-success-page.tsx'),
  },

  { path: 'login', page: () => import('../features/auth/pages/login-page.tsx') },
  { path: 'otp-login', page: () => import('../features/auth/pages/otp-login-page.tsx') },
  { path: 'sign-up', page: () => import('../features/auth/pages/sign-up-page.tsx') },
  { path: 'forgot-password', page: () => import('../features/auth/pages/forgot-password-page.tsx') },

  {
    path: 'profile',
    translations: 'account',
    page: () => import('../features/account/pages/profile-page.tsx'),
  },
  {
    path: 'change-password',
    translations: 'account',
    page: () => import('../features/account/pages/change-password-page.tsx'),
  },
  {
    path: 'delete-account',
    translations: 'account',
    page: () => import('../features/account/pages/delete-account-page.tsx'),
  },
  {
    path: 'otp-for-delete',
    translations: 'account',
    page: () => import('../features/account/pages/otp-for-delete-page.tsx'),
  },

  { path: 'about-us', translations: 'info', page: () => import('../features/info/pages/about-us-page.tsx') },
  {
    path: 'terms-and-conditions',
    translations: 'info',
    page: () => import('../features/info/pages/terms-and-conditions-page.tsx'),
  },
  {
    path: 'privacy-refund-policy',
    translations: 'info',
    page: () => import('../features/info/pages/privacy-refund-policy-page.tsx'),
  },
  {
    path: 'refund-and-cancelation-policy',
    translations: 'info',
    page: () => import('../features/info/pages/refund-and-cancelation-policy-page.tsx'),
  },
  {
    path: 'contact-us',
    translations: 'info',
    page: () => import('../features/contact/pages/contact-us-page.tsx'),
  },

  {
    path: 'user-help',
    translations: 'info',
    page: () => import('../features/help/pages/user-help-page.tsx'),
  },
  { path: 'help-list', page: () => import('../features/help/pages/help-list-page.tsx') },
  { path: 'help-details', page: () => import('../features/help/pages/help-details-page.tsx') },

  { path: 'alert-component', page: () => import('../features/alert/pages/alert-page.tsx') },
  {
    path: 'image-viwer',
    frame: 'bare',
    page: () => import('../features/image-viewer/pages/image-viewer-page.tsx'),
  },

  {
    path: 'userlist',
    guard: 'admin',
    right: 'platform.users',
    translations: ['account', 'temple'],
    page: () => import('../features/users/pages/user-list-page.tsx'),
  },
  // The platform's temples (issue #15): administrators register, edit and delete them.
  {
    path: 'dash',
    guard: 'admin',
    translations: ['temple', 'platform'],
    page: () => import('../features/platform/pages/dashboard-page.tsx'),
  },
  {
    path: 'temple-list',
    guard: 'admin',
    right: 'platform.temples',
    translations: ['temple', 'platform'],
    page: () => import('../features/platform/pages/temple-list-page.tsx'),
  },
  {
    path: 'temple',
    guard: 'admin',
    right: 'platform.temples',
    translations: ['temple', 'platform'],
    page: () => import('../features/platform/pages/temple-page.tsx'),
  },
  // Sub-administrators' rights: the platform administrator's (type 1) alone; the page says so to others.
  {
    path: 'sub-admin-user-list',
    guard: 'admin',
    translations: ['account', 'platform'],
    page: () => import('../features/platform/pages/sub-admin-list-page.tsx'),
  },
  {
    path: 'sub-admin-user-details',
    guard: 'admin',
    translations: ['account', 'platform'],
    page: () => import('../features/platform/pages/sub-admin-details-page.tsx'),
  },
  // App versions clients check at startup (issue #15 §3).
  {
    path: 'app-versions',
    guard: 'admin',
    right: 'platform.content',
    translations: ['temple', 'platform'],
    page: () => import('../features/platform/pages/app-versions-page.tsx'),
  },
  {
    path: 'location-list',
    guard: 'admin',
    right: 'platform.temples',
    translations: ['temple', 'platform'],
    page: () => import('../features/platform/pages/location-list-page.tsx'),
  },
  {
    path: 'platform-refunds',
    guard: 'admin',
    right: 'platform.reports',
    translations: ['temple', 'platform'],
    page: () => import('../features/platform/pages/platform-refunds-page.tsx'),
  },
  // The audit log: the platform administrator's (type 1); the server refuses others.
  {
    path: 'audit-log',
    guard: 'admin',
    translations: ['temple', 'platform'],
    page: () => import('../features/platform/pages/audit-log-page.tsx'),
  },
  // spec userinsert is unguarded; its page tells anyone but an administrator that it is theirs.
  {
    path: 'userinsert',
    translations: ['account', 'platform'],
    page: () => import('../features/users/pages/user-insert-page.tsx'),
  },
  // E-mails the platform sent (kept here when no mail server is configured): with the SMS right.
  {
    path: 'email-outbox',
    guard: 'admin',
    right: 'platform.sms',
    translations: ['temple', 'platform'],
    page: () => import('../features/platform/pages/email-outbox-page.tsx'),
  },
  // Administrators read the platform's SMS outbox; a temple's users the SMS sent in their temple's name.
  {
    path: 'sms-report',
    guard: 'templeOrAdmin',
    right: 'reports.read',
    translations: ['temple', 'templeOrders', 'reports'],
    page: () => import('../features/sms-report/pages/sms-report-route.tsx'),
  },

  // Devotee visits (spec §2 devotee-visit routes, issue #16): the gates need the temple's gate right.
  {
    path: 'devotee-visit-settings',
    guard: 'templeAdmin',
    right: 'gate',
    translations: ['visits', 'temple'],
    page: () => import('../features/devotee-visits/pages/visit-settings-page.tsx'),
  },
  {
    path: 'devotee-visit-in',
    guard: 'templeAdmin',
    right: 'gate',
    translations: ['visits', 'temple'],
    page: () => import('../features/devotee-visits/pages/devotee-visit-in-page.tsx'),
  },
  {
    path: 'devotee-visit-out',
    guard: 'templeAdmin',
    right: 'gate',
    translations: ['visits', 'temple'],
    page: () => import('../features/devotee-visits/pages/devotee-visit-out-page.tsx'),
  },
  {
    path: 'devotee-in',
    guard: 'templeAdmin',
    right: 'gate',
    translations: ['visits', 'temple'],
    page: () => import('../features/devotee-visits/pages/devotee-in-page.tsx'),
  },
  {
    path: 'devotee-out',
    guard: 'templeAdmin',
    right: 'gate',
    translations: ['visits', 'temple'],
    page: () => import('../features/devotee-visits/pages/devotee-out-page.tsx'),
  },
  // spec devotee-check-out: where the rating prompt leads (the web keeps the rating; the apps use their store).
  {
    path: 'devotee-check-out',
    page: () => import('../features/app-rating/pages/devotee-check-out-page.tsx'),
  },
  {
    path: 'app-ratings',
    guard: 'admin',
    right: 'platform.content',
    translations: ['temple', 'platform'],
    page: () => import('../features/app-rating/pages/app-ratings-page.tsx'),
  },
  {
    path: 'devotee-visit-dashboard',
    guard: 'templeAdmin',
    translations: ['visits', 'temple'],
    page: () => import('../features/devotee-visits/pages/visit-dashboard-page.tsx'),
  },
  // The live status: every staff member of the temple (the server checks the temple).
  {
    path: 'devotee-visit-live-status',
    guard: 'templeAdmin',
    translations: ['visits', 'temple'],
    page: () => import('../features/devotee-visits/pages/visit-live-status-page.tsx'),
  },
  {
    path: 'devotee-visit-passes',
    guard: 'templeAdmin',
    right: 'gate',
    translations: ['visits', 'temple'],
    page: () => import('../features/devotee-visits/pages/visit-passes-page.tsx'),
  },
  // The entrance kiosk: a gate clerk signs the touch screen in; devotees take passes on it.
  {
    path: 'devotee-visit-pass-kiosk',
    guard: 'templeAdmin',
    right: 'gate',
    frame: 'bare',
    translations: ['visits', 'temple'],
    page: () => import('../features/devotee-visits/pages/visit-pass-kiosk-page.tsx'),
  },
  // Public: a walk-in pass's QR and SMS open it without a login.
  {
    path: 'walk-in-pass/:token',
    frame: 'bare',
    translations: 'visits',
    page: () => import('../features/devotee-visits/pages/walk-in-pass-page.tsx'),
  },
  {
    path: 'devotee-visit-out-type',
    guard: 'templeAdmin',
    right: 'gate',
    translations: ['visits', 'temple'],
    page: () => import('../features/devotee-visits/pages/devotee-visit-out-type-page.tsx'),
  },

  // Virtual queue (spec §2 virtual-queue routes). Devotee screens take ?templeId=… / ?bookingId=….
  {
    path: 'virtual-queue-details-and-calendar',
    translations: ['virtualQueue', 'devotee'],
    page: () => import('../features/virtual-queue/pages/vq-details-calendar-page.tsx'),
  },
  {
    path: 'virtual-queue-calendar-details-page',
    translations: ['virtualQueue', 'devotee'],
    page: () => import('../features/virtual-queue/pages/vq-calendar-details-page.tsx'),
  },
  {
    path: 'devotee-virtual-qdetails',
    translations: 'virtualQueue',
    page: () => import('../features/virtual-queue/pages/devotee-virtual-qdetails-page.tsx'),
  },
  {
    path: 'waiting-room',
    translations: 'devotee',
    page: () => import('../features/releases/pages/waiting-room-page.tsx'),
  },
  {
    path: 'booking-token-details',
    translations: 'virtualQueue',
    page: () => import('../features/virtual-queue/pages/booking-token-details-page.tsx'),
  },
  // The gate and the dashboard: temple users (2 and 3) on their own temple.
  {
    path: 'virtual-queue-slot-checking',
    guard: 'templeAdmin',
    right: 'gate',
    translations: ['virtualQueue', 'temple'],
    page: () => import('../features/virtual-queue-admin/pages/vq-slot-checking-page.tsx'),
  },
  {
    path: 'virtual-booking-visit-out-page',
    guard: 'templeAdmin',
    right: 'gate',
    translations: ['virtualQueue', 'temple'],
    page: () => import('../features/virtual-queue-admin/pages/virtual-booking-visit-out-page.tsx'),
  },
  {
    path: 'virtual-queue-token-details',
    guard: 'templeAdmin',
    right: 'gate',
    translations: ['virtualQueue', 'temple'],
    page: () => import('../features/virtual-queue-admin/pages/vq-token-details-page.tsx'),
  },
  {
    path: 'virtual-queue-devotee-details',
    guard: 'templeAdmin',
    right: 'gate',
    translations: ['virtualQueue', 'temple'],
    page: () => import('../features/virtual-queue-admin/pages/vq-devotee-details-page.tsx'),
  },
  {
    path: 'virtual-queue-dashboard',
    guard: 'templeAdmin',
    right: 'gate',
    translations: ['virtualQueue', 'temple'],
    page: () => import('../features/virtual-queue-admin/pages/vq-dashboard-page.tsx'),
  },
  // Queue settings, blocking, questions and reports: staff read, the temple administrator writes.
  {
    path: 'virtual-queue-slot-settings',
    guard: 'templeAdmin',
    translations: 'virtualQueue',
    page: () => import('../features/virtual-queue-admin/pages/vq-slot-settings-page.tsx'),
  },
  {
    path: 'virtual-queue-slot-blocking',
    guard: 'templeAdmin',
    translations: 'virtualQueue',
    page: () => import('../features/virtual-queue-admin/pages/vq-slot-blocking-page.tsx'),
  },
  {
    path: 'virtual-queue-releases',
    guard: 'templeAdmin',
    translations: 'virtualQueue',
    page: () => import('../features/releases/pages/releases-page.tsx'),
  },
  {
    path: 'virtual-queue-question-list',
    guard: 'templeAdmin',
    translations: 'virtualQueue',
    page: () => import('../features/virtual-queue-admin/pages/vq-question-list-page.tsx'),
  },
  {
    path: 'virtual-queue-question-detail',
    guard: 'templeAdmin',
    translations: 'virtualQueue',
    page: () => import('../features/virtual-queue-admin/pages/vq-question-detail-page.tsx'),
  },
  {
    path: 'virtual-queue-report',
    guard: 'templeAdmin',
    right: 'reports.read',
    translations: ['virtualQueue', 'temple'],
    page: () => import('../features/virtual-queue-admin/pages/vq-report-page.tsx'),
  },
  {
    path: 'virtual-queue-daily-report',
    guard: 'templeAdmin',
    right: 'reports.read',
    translations: ['virtualQueue', 'temple'],
    page: () => import('../features/virtual-queue-admin/pages/vq-daily-report-page.tsx'),
  },
  {
    path: 'virtual-queue-consolidated-report',
    guard: 'templeAdmin',
    right: 'reports.read',
    translations: ['virtualQueue', 'temple'],
    page: () => import('../features/virtual-queue-admin/pages/vq-consolidated-report-page.tsx'),
  },
  {
    path: 'virtual-queue-detailed-report',
    guard: 'templeAdmin',
    right: 'reports.read',
    translations: ['virtualQueue', 'temple'],
    page: () => import('../features/virtual-queue-admin/pages/vq-detailed-report-page.tsx'),
  },
  {
    path: 'detailed-virtual-queue-devotee-report',
    guard: 'templeAdmin',
    right: 'reports.read',
    translations: ['virtualQueue', 'temple'],
    page: () => import('../features/virtual-queue-admin/pages/vq-devotee-report-page.tsx'),
  },
  // The temple's reports on one engine (issue #14): staff with reports.read, temple administrators, and
  // administrators for any temple or every temple at once.
  {
    path: 'transactionreports',
    guard: 'templeOrAdmin',
    right: 'reports.read',
    translations: ['temple', 'reports'],
    page: () => import('../features/reports/pages/transaction-reports-page.tsx'),
  },
  // spec report-details-page: the order lines behind a report's row.
  {
    path: 'report-details-page',
    guard: 'templeOrAdmin',
    right: 'reports.read',
    translations: ['temple', 'templeOrders', 'reports'],
    page: () => import('../features/reports/pages/report-details-page.tsx'),
  },
  // Each report at its spec name (/dailyreport, /seva-wise-report, …), all on the engine's one screen.
  ...SCREENED_REPORTS.filter((report) => report !== 'sms-report').map(
    (path): AppRoute => ({
      path,
      guard: 'templeOrAdmin',
      right: 'reports.read',
      translations: ['temple', 'templeOrders', 'reports'],
      page: () => import('../features/reports/pages/report-page.tsx'),
    }),
  ),
  // spec enquiry-reply, opened from enquiry-report: temple users answer their temple's enquiries,
  // administrators the platform's; the page picks the desk and the server checks it.
  {
    path: 'enquiry-reply',
    translations: ['temple', 'reports'],
    page: () => import('../features/enquiries/pages/enquiry-reply-page.tsx'),
  },
  // Temple management (spec §2 guards and management routes): temple users (2 and 3), own temple.
  {
    path: 'templiadmindash',
    guard: 'templeAdmin',
    translations: 'temple',
    page: () => import('../features/temple-admin/dashboard/pages/temple-dashboard-page.tsx'),
  },
  {
    path: 'templeuserdash',
    guard: 'templeAdmin',
    translations: 'temple',
    page: () => import('../features/temple-admin/dashboard/pages/temple-dashboard-page.tsx'),
  },
  {
    path: 'deitylist',
    guard: 'templeAdmin',
    right: 'deities.manage',
    translations: 'temple',
    page: () => import('../features/temple-admin/deities/pages/deity-list-page.tsx'),
  },
  {
    path: 'deity',
    guard: 'templeAdmin',
    right: 'deities.manage',
    translations: 'temple',
    page: () => import('../features/temple-admin/deities/pages/deity-page.tsx'),
  },
  {
    path: 'sevalist',
    guard: 'templeAdmin',
    right: 'sevas.manage',
    translations: 'temple',
    page: () => import('../features/temple-admin/sevas/pages/seva-list-page.tsx'),
  },
  {
    path: 'sevainsert',
    guard: 'templeAdmin',
    right: 'sevas.manage',
    translations: 'temple',
    page: () => import('../features/temple-admin/sevas/pages/seva-insert-page.tsx'),
  },
  {
    path: 'seva-group-list',
    guard: 'templeAdmin',
    right: 'sevas.manage',
    translations: 'temple',
    page: () => import('../features/temple-admin/seva-groups/pages/seva-group-list-page.tsx'),
  },
  {
    path: 'seva-group-details',
    guard: 'templeAdmin',
    right: 'sevas.manage',
    translations: 'temple',
    page: () => import('../features/temple-admin/seva-groups/pages/seva-group-details-page.tsx'),
  },
  {
    path: 'seva-blocking',
    guard: 'templeAdmin',
    right: 'blocking.manage',
    translations: 'temple',
    page: () => import('../features/temple-admin/seva-blocking/pages/seva-blocking-page.tsx'),
  },
  {
    path: 'seva-availability-settings',
    guard: 'templeAdmin',
    right: 'availability.manage',
    translations: 'temple',
    page: () =>
      import('../features/temple-admin/seva-availability/pages/seva-availability-settings-page.tsx'),
  },
  {
    path: 'seva-availability-details',
    guard: 'templeAdmin',
    translations: 'temple',
    page: () => import('../features/temple-admin/seva-availability/pages/seva-availability-details-page.tsx'),
  },
  {
    path: 'temple-profile',
    guard: 'templeAdmin',
    translations: 'temple',
    page: () => import('../features/temple-admin/temple-profile/pages/temple-profile-page.tsx'),
  },
  // Staff accounts: the temple administrator's (the pages tell staff so; the server answers them 403).
  {
    path: 'temple-user-list',
    guard: 'templeAdmin',
    translations: 'temple',
    page: () => import('../features/temple-admin/staff-users/pages/temple-user-list-page.tsx'),
  },
  {
    path: 'temple-user',
    guard: 'templeAdmin',
    translations: 'temple',
    page: () => import('../features/temple-admin/staff-users/pages/temple-user-page.tsx'),
  },
  {
    path: 'devoteelist',
    guard: 'templeAdmin',
    right: 'devotees.read',
    translations: 'temple',
    page: () => import('../features/temple-admin/devotees/pages/devotee-list-page.tsx'),
  },
  {
    path: 'devotee',
    guard: 'templeAdmin',
    right: 'devotees.read',
    translations: 'temple',
    page: () => import('../features/temple-admin/devotees/pages/devotee-page.tsx'),
  },
  // Unguarded in the spec's list, but it only works for a temple's users (right notifications.send).
  {
    path: 'notification-send',
    guard: 'templeAdmin',
    right: 'notifications.send',
    translations: 'temple',
    page: () => import('../features/temple-admin/notification-send/pages/notification-send-page.tsx'),
  },
  {
    path: 'service-charge-details',
    guard: 'templeAdmin',
    translations: 'temple',
    page: () => import('../features/temple-admin/temple-profile/pages/service-charge-details-page.tsx'),
  },
  // Orders, approvals and payment verification (issue #4 §4).
  {
    path: 'transaction',
    guard: 'templeAdmin',
    translations: ['temple', 'devotee', 'templeOrders'],
    page: () => import('../features/temple-admin/orders/pages/transaction-page.tsx'),
  },
  {
    path: 'pre-booking-report',
    guard: 'templeAdmin',
    translations: ['temple', 'devotee', 'templeOrders'],
    page: () => import('../features/temple-admin/orders/pages/pre-booking-report-page.tsx'),
  },
  {
    path: 'vazhipad-approval-report',
    guard: 'templeAdmin',
    translations: ['temple', 'devotee', 'templeOrders'],
    page: () => import('../features/temple-admin/orders/pages/vazhipad-approval-report-page.tsx'),
  },
  {
    path: 'payment-verification-report',
    guard: 'templeAdmin',
    translations: ['temple', 'devotee', 'templeOrders'],
    page: () => import('../features/temple-admin/orders/pages/payment-verification-report-page.tsx'),
  },
  // Refunds (issue #4 §4).
  {
    path: 'refund-list',
    guard: 'templeAdmin',
    right: 'refunds',
    translations: ['temple', 'refunds'],
    page: () => import('../features/temple-admin/refunds/pages/refund-list-page.tsx'),
  },
  {
    path: 'refund-details',
    guard: 'templeAdmin',
    right: 'refunds',
    translations: ['temple', 'refunds'],
    page: () => import('../features/temple-admin/refunds/pages/refund-details-page.tsx'),
  },
  // Counter billing (issue #4 §5).
  {
    path: 'counter-billing',
    guard: 'templeAdmin',
    right: 'billing',
    translations: ['temple', 'counter'],
    page: () => import('../features/temple-admin/counter-billing/pages/counter-billing-page.tsx'),
  },
  {
    path: 'billing',
    guard: 'templeAdmin',
    right: 'billing',
    translations: ['temple', 'counter'],
    page: () => import('../features/temple-admin/counter-billing/pages/billing-page.tsx'),
  },
  {
    path: 'bill-list',
    guard: 'templeAdmin',
    right: 'billing',
    translations: ['temple', 'counter'],
    page: () => import('../features/temple-admin/counter-billing/pages/bill-list-page.tsx'),
  },
  // Printing (issue #4 §5).
  {
    path: 'print-settings',
    guard: 'templeAdmin',
    translations: 'printing',
    page: () => import('../features/printing/pages/print-settings-page.tsx'),
  },
  // Temple content and devotee accounts (issue #4 §2, §6).
  {
    path: 'instruction-list',
    guard: 'templeAdmin',
    right: 'content.manage',
    translations: ['temple', 'templeContent'],
    page: () => import('../features/temple-admin/content/pages/instruction-list-page.tsx'),
  },
  {
    path: 'instruction-details',
    guard: 'templeAdmin',
    right: 'content.manage',
    translations: ['temple', 'templeContent'],
    page: () => import('../features/temple-admin/content/pages/instruction-details-page.tsx'),
  },
  // The staff's side of temple-event-list / temple-event-details, which devotees read (docs/decisions.md).
  {
    path: 'staff-temple-event-list',
    guard: 'templeAdmin',
    right: 'events.manage',
    translations: ['temple', 'templeContent'],
    page: () => import('../features/temple-admin/content/pages/staff-event-list-page.tsx'),
  },
  {
    path: 'staff-temple-event-details',
    guard: 'templeAdmin',
    right: 'events.manage',
    translations: ['temple', 'templeContent'],
    page: () => import('../features/temple-admin/content/pages/staff-event-details-page.tsx'),
  },
  {
    path: 'staff-temple-gallery',
    guard: 'templeAdmin',
    right: 'content.manage',
    translations: ['temple', 'templeContent'],
    page: () => import('../features/temple-admin/content/pages/staff-gallery-page.tsx'),
  },
  {
    path: 'devoteedash',
    guard: 'templeAdmin',
    right: 'devotees.read',
    translations: ['temple', 'templeContent'],
    page: () => import('../features/temple-admin/devotee-accounts/pages/devotee-dashboard-page.tsx'),
  },
  {
    path: 'devotee-users',
    guard: 'templeAdmin',
    right: 'devotees.read',
    translations: ['temple', 'templeContent'],
    page: () => import('../features/temple-admin/devotee-accounts/pages/devotee-users-page.tsx'),
  },
  // A public gate display (counts only, no login): full screen, without the header and menu.
  {
    path: 'virtual-queue-slot-display-page',
    frame: 'bare',
    translations: 'virtualQueue',
    page: () => import('../features/virtual-queue-admin/pages/vq-slot-display-page.tsx'),
  },
];

/** spec §2: a user who fails a guard is sent to devotee-home-page; the stored user type decides. */
export function guardLoader(guard: RouteGuard | undefined): LoaderFunction | undefined {
  if (!guard) return undefined;
  return () => (passesGuard(guard, readStoredUser()?.UserType) ? null : redirect(HOME_PATH));
}

/** Redirect-only routes render nothing (their loader has already moved on). */
const Nothing = () => null;

/** The route's guard, then its prefetch (when the app has a query client to fill). */
function routeLoader(route: AppRoute, queryClient: QueryClient | undefined): LoaderFunction | undefined {
  const guard = guardLoader(route.guard);
  const { prefetch } = route;
  if (!prefetch || !queryClient) return guard;
  return async (args) => {
    const refused = await guard?.(args);
    if (refused) return refused;
    prefetch({ params: args.params, searchParams: new URL(args.request.url).searchParams }, queryClient);
    return null;
  };
}

function toRouteObject(route: AppRoute, queryClient: QueryClient | undefined): RouteObject {
  const loader = routeLoader(route, queryClient);
  return {
    path: route.path,
    ...(loader ? { loader } : {}),
    lazy: async () => {
      const parts = route.translations === undefined ? [] : [route.translations].flat();
      const [module, rightRequired] = await Promise.all([
        route.page(),
        route.right ? import('../features/temple-admin/shared/temple-right-required.tsx') : null,
        ...parts.map(loadTranslationPart),
      ]);
      const { right } = route;
      if (!right || !rightRequired) return { Component: module.default };
      const { TempleRightRequired } = rightRequired;
      const Screen = module.default;
      return {
        Component: () => (
          <TempleRightRequired right={right}>
            <Screen />
          </TempleRightRequired>
        ),
      };
    },
  };
}

export function buildRoutes(
  routes: readonly AppRoute[] = APP_ROUTES,
  queryClient?: QueryClient,
): RouteObject[] {
  const framed = (frame: AppRoute['frame']) =>
    routes
      .filter((route) => (route.frame ?? 'shell') === frame)
      .map((route) => toRouteObject(route, queryClient));
  return [
    {
      path: '/',
      ErrorBoundary: RouteError,
      HydrateFallback: Loading,
      children: [
        // spec §2: the root path redirects to splash-screen.
        { index: true, loader: () => redirect('/splash-screen'), Component: Nothing },
        { path: 'home', loader: () => redirect(homePathFor(readStoredUser()?.UserType)), Component: Nothing },
        ...framed('bare'),
        {
          Component: AppLayout,
          children: [
            ...framed('shell'),
            { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).default }) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes(APP_ROUTES, queryClient));
}
