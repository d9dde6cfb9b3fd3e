import { isAdmin, isTempleUser, type User, UserType } from '@nivedya/domain';
import type { ScreenRight } from '../../lib/my-rights.ts';

/** The menu: only screens that work today, each shown to the users it is for. */
export interface NavItem {
  to: string;
  labelKey: string;
  isShown: (user: User | null) => boolean;
  /** Listed in the wide header too; every item is in the menu drawer. */
  isPrimary?: boolean;
  /**
   * The temple or platform right the screen's server routes require (temple-rights.ts,
   * platform-rights.ts): shown only to users who hold it, and hidden while a staff user's or
   * sub-administrator's rights load so nothing appears and then vanishes.
   */
  right?: ScreenRight;
}

const everyone = () => true;

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/devotee-home-page', labelKey: 'nav.home', isShown: everyone, isPrimary: true },
  { to: '/search', labelKey: 'nav.search', isShown: everyone, isPrimary: true },
  {
    to: '/devotee-booking-history',
    labelKey: 'nav.bookings',
    isShown: (user) => user !== null,
    isPrimary: true,
  },
  { to: '/cart', labelKey: 'nav.cart', isShown: everyone },
  { to: '/devotee-profile', labelKey: 'nav.devoteeProfile', isShown: (user) => user !== null },
  { to: '/notifications', labelKey: 'nav.notifications', isShown: (user) => user !== null },
  { to: '/devotee-temple-referring', labelKey: 'nav.referTemple', isShown: (user) => user !== null },
  { to: '/booking-token-details', labelKey: 'nav.queueTokens', isShown: (user) => user !== null },
  {
    to: '/templiadmindash',
    labelKey: 'nav.templeDashboard',
    isShown: (user) => user?.userType === UserType.TempleAdmin,
    isPrimary: true,
  },
  {
    to: '/templeuserdash',
    labelKey: 'nav.templeDashboard',
    isShown: (user) => user?.userType === UserType.TempleStaff,
    isPrimary: true,
  },
  {
    to: '/sevalist',
    labelKey: 'nav.sevas',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'sevas.manage',
  },
  {
    to: '/deitylist',
    labelKey: 'nav.deities',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'deities.manage',
  },
  {
    to: '/seva-group-list',
    labelKey: 'nav.sevaGroups',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'sevas.manage',
  },
  {
    to: '/seva-blocking',
    labelKey: 'nav.sevaBlocking',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'blocking.manage',
  },
  {
    to: '/seva-availability-settings',
    labelKey: 'nav.availability',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'availability.manage',
  },
  {
    to: '/temple-profile',
    labelKey: 'nav.templeProfile',
    isShown: (user) => user?.userType === UserType.TempleAdmin,
  },
  {
    to: '/temple-user-list',
    labelKey: 'nav.staffUsers',
    isShown: (user) => user?.userType === UserType.TempleAdmin,
  },
  {
    to: '/devoteelist',
    labelKey: 'nav.templeDevotees',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'devotees.read',
  },
  {
    to: '/notification-send',
    labelKey: 'nav.sendNotification',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'notifications.send',
  },
  // Orders, approvals and payment verification (issue #4 §4).
  { to: '/transaction', labelKey: 'nav.transactions', isShown: (user) => isTempleUser(user?.userType) },
  {
    to: '/pre-booking-report',
    labelKey: 'nav.approvals',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'approvals',
  },
  {
    to: '/payment-verification-report',
    labelKey: 'nav.paymentVerification',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'billing',
  },
  // Refunds (issue #4 §4).
  {
    to: '/refund-list',
    labelKey: 'nav.refunds',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'refunds',
  },
  // Counter billing (issue #4 §5).
  {
    to: '/counter-billing',
    labelKey: 'nav.counterBilling',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'billing',
  },
  {
    to: '/bill-list',
    labelKey: 'nav.billList',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'billing',
  },
  // Printing (issue #4 §5).
  {
    to: '/print-settings',
    labelKey: 'nav.printSettings',
    isShown: (user) => isTempleUser(user?.userType),
  },
  // Temple content and devotee accounts (issue #4 §2, §6).
  {
    to: '/devoteedash',
    labelKey: 'nav.devoteeDashboard',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'devotees.read',
  },
  {
    to: '/devotee-users',
    labelKey: 'nav.devoteeUsers',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'devotees.read',
  },
  {
    to: '/staff-temple-event-list',
    labelKey: 'nav.templeEvents',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'events.manage',
  },
  {
    to: '/staff-temple-gallery',
    labelKey: 'nav.templeGallery',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'content.manage',
  },
  {
    to: '/instruction-list',
    labelKey: 'nav.instructions',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'content.manage',
  },
  {
    to: '/devotee-visit-in',
    labelKey: 'nav.visitIn',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'gate',
  },
  {
    to: '/devotee-visit-out',
    labelKey: 'nav.visitOut',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'gate',
  },
  {
    to: '/devotee-visit-passes',
    labelKey: 'nav.visitPasses',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'gate',
  },
  {
    to: '/devotee-visit-dashboard',
    labelKey: 'nav.visitDashboard',
    isShown: (user) => isTempleUser(user?.userType),
  },
  {
    to: '/devotee-visit-live-status',
    labelKey: 'nav.visitLive',
    isShown: (user) => isTempleUser(user?.userType),
  },
  {
    to: '/devotee-visit-settings',
    labelKey: 'nav.visitSettings',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'gate',
  },
  {
    to: '/virtual-queue-slot-checking',
    labelKey: 'nav.queueGate',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'gate',
  },
  {
    to: '/virtual-queue-dashboard',
    labelKey: 'nav.queueDashboard',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'gate',
  },
  {
    to: '/virtual-queue-slot-settings',
    labelKey: 'nav.queueSettings',
    isShown: (user) => isTempleUser(user?.userType),
  },
  {
    to: '/virtual-queue-slot-blocking',
    labelKey: 'nav.queueBlocking',
    isShown: (user) => isTempleUser(user?.userType),
  },
  {
    to: '/virtual-queue-question-list',
    labelKey: 'nav.queueQuestions',
    isShown: (user) => isTempleUser(user?.userType),
  },
  // The temple's reports (issue #14).
  {
    to: '/transactionreports',
    labelKey: 'nav.reports',
    isShown: (user) => isTempleUser(user?.userType) || isAdmin(user?.userType),
    right: 'reports.read',
  },
  {
    to: '/virtual-queue-report',
    labelKey: 'nav.queueReports',
    isShown: (user) => isTempleUser(user?.userType),
    right: 'reports.read',
  },
  // The platform's administrators (issue #15): the dashboard is every administrator's landing page.
  { to: '/dash', labelKey: 'nav.dashboard', isShown: (user) => isAdmin(user?.userType), isPrimary: true },
  {
    to: '/temple-list',
    labelKey: 'nav.temples',
    isShown: (user) => isAdmin(user?.userType),
    isPrimary: true,
    right: 'platform.temples',
  },
  {
    to: '/location-list',
    labelKey: 'nav.locations',
    isShown: (user) => isAdmin(user?.userType),
    right: 'platform.temples',
  },
  {
    to: '/userlist',
    labelKey: 'nav.users',
    isShown: (user) => isAdmin(user?.userType),
    // In the menu drawer only: the wide header holds two of the administrators' screens at 1280 px.
    right: 'platform.users',
  },
  // Granting rights is the platform administrator's (type 1) alone.
  {
    to: '/sub-admin-user-list',
    labelKey: 'nav.subAdmins',
    isShown: (user) => user?.userType === UserType.Admin,
  },
  {
    to: '/help-list',
    labelKey: 'nav.helpPages',
    isShown: (user) => isAdmin(user?.userType),
    right: 'platform.content',
  },
  {
    to: '/app-versions',
    labelKey: 'nav.appVersions',
    isShown: (user) => isAdmin(user?.userType),
    right: 'platform.content',
  },
  {
    to: '/app-ratings',
    labelKey: 'nav.appRatings',
    isShown: (user) => isAdmin(user?.userType),
    right: 'platform.content',
  },
  { to: '/audit-log', labelKey: 'nav.auditLog', isShown: (user) => user?.userType === UserType.Admin },
  {
    to: '/sms-report',
    labelKey: 'nav.smsReport',
    isShown: (user) => isAdmin(user?.userType),
    right: 'platform.sms',
  },
  {
    to: '/email-outbox',
    labelKey: 'nav.emailOutbox',
    isShown: (user) => isAdmin(user?.userType),
    right: 'platform.sms',
  },
  { to: '/profile', labelKey: 'nav.profile', isShown: (user) => user !== null },
  { to: '/user-help', labelKey: 'nav.help', isShown: everyone },
  { to: '/contact-us', labelKey: 'nav.contact', isShown: everyone },
];

export const ABOUT_NAV: readonly NavItem[] = [
  { to: '/about-us', labelKey: 'nav.about', isShown: everyone },
  { to: '/terms-and-conditions', labelKey: 'nav.terms', isShown: everyone },
  { to: '/privacy-refund-policy', labelKey: 'nav.privacy', isShown: everyone },
  { to: '/refund-and-cancelation-policy', labelKey: 'nav.refund', isShown: everyone },
];

/**
 * Whether the user may open the item: it is for their type and, for a right-gated screen, they hold
 * the right. `rights` is null while a staff user's rights load (lib/my-rights.ts): gated items wait.
 */
export function isNavItemShown(
  item: NavItem,
  user: User | null,
  rights: readonly ScreenRight[] | null,
): boolean {
  if (!item.isShown(user)) return false;
  return item.right === undefined || (rights?.includes(item.right) ?? false);
}

/** The menu drawer's items for the user. */
export function mainNav(user: User | null, rights: readonly ScreenRight[] | null): NavItem[] {
  return MAIN_NAV.filter((item) => isNavItemShown(item, user, rights));
}

/**
 * The wide header's links: the user's primary items only (the rest are one click away in the menu
 * drawer), so the header fits a 1280 px laptop whatever the user's type.
 */
export function headerNav(
  user: User | null,
  rights: readonly ScreenRight[] | null,
  skipPaths: readonly string[] = [],
): NavItem[] {
  return mainNav(user, rights).filter((item) => item.isPrimary && !skipPaths.includes(item.to));
}
