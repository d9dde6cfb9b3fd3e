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
  /** The staff menu's group of a temple screen (STAFF_NAV_GROUPS); the rest of the menu has none. */
  group?: StaffNavGroup;
}

const everyone = () => true;
const isStaff = (user: User | null) => isTempleUser(user?.userType);
/** The devotee's own screens: everyone's but a temple user's, whose menu is the temple's work. */
const isNotStaff = (user: User | null) => !isStaff(user);
const isSignedInNotStaff = (user: User | null) => user !== null && !isStaff(user);
const isTempleAdmin = (user: User | null) => user?.userType === UserType.TempleAdmin;

/**
 * The staff menu's groups, in the order of a working day: what is waiting, the counter, then the
 * rest. Each temple screen belongs to one; the drawer heads each group with its name.
 */
export const STAFF_NAV_GROUPS = [
  'today',
  'counter',
  'bookings',
  'catalogue',
  'queue',
  'visits',
  'reports',
  'people',
  'settings',
] as const;
export type StaffNavGroup = (typeof STAFF_NAV_GROUPS)[number];

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/devotee-home-page', labelKey: 'nav.home', isShown: isNotStaff, isPrimary: true },
  { to: '/search', labelKey: 'nav.search', isShown: isNotStaff, isPrimary: true },
  { to: '/devotee-booking-history', labelKey: 'nav.bookings', isShown: isSignedInNotStaff, isPrimary: true },
  { to: '/cart', labelKey: 'nav.cart', isShown: isNotStaff },
  { to: '/devotee-profile', labelKey: 'nav.devoteeProfile', isShown: isSignedInNotStaff },
  { to: '/notifications', labelKey: 'nav.notifications', isShown: isSignedInNotStaff },
  { to: '/devotee-temple-referring', labelKey: 'nav.referTemple', isShown: isSignedInNotStaff },
  { to: '/booking-token-details', labelKey: 'nav.queueTokens', isShown: isSignedInNotStaff },
  // The temple's screens (issue #18): grouped by the work, each group in STAFF_NAV_GROUPS order.
  {
    to: '/templiadmindash',
    labelKey: 'nav.templeDashboard',
    group: 'today',
    isShown: isTempleAdmin,
    isPrimary: true,
  },
  {
    to: '/templeuserdash',
    labelKey: 'nav.templeDashboard',
    group: 'today',
    isShown: (user) => user?.userType === UserType.TempleStaff,
    isPrimary: true,
  },
  {
    to: '/counter-billing',
    labelKey: 'nav.counterBilling',
    group: 'counter',
    isShown: isStaff,
    right: 'billing',
  },
  { to: '/bill-list', labelKey: 'nav.billList', group: 'counter', isShown: isStaff, right: 'billing' },
  {
    to: '/payment-verification-report',
    labelKey: 'nav.paymentVerification',
    group: 'counter',
    isShown: isStaff,
    right: 'billing',
  },
  {
    to: '/pre-booking-report',
    labelKey: 'nav.approvals',
    group: 'bookings',
    isShown: isStaff,
    right: 'approvals',
  },
  { to: '/transaction', labelKey: 'nav.transactions', group: 'bookings', isShown: isStaff },
  { to: '/refund-list', labelKey: 'nav.refunds', group: 'bookings', isShown: isStaff, right: 'refunds' },
  { to: '/sevalist', labelKey: 'nav.sevas', group: 'catalogue', isShown: isStaff, right: 'sevas.manage' },
  {
    to: '/deitylist',
    labelKey: 'nav.deities',
    group: 'catalogue',
    isShown: isStaff,
    right: 'deities.manage',
  },
  {
    to: '/seva-group-list',
    labelKey: 'nav.sevaGroups',
    group: 'catalogue',
    isShown: isStaff,
    right: 'sevas.manage',
  },
  {
    to: '/seva-blocking',
    labelKey: 'nav.sevaBlocking',
    group: 'catalogue',
    isShown: isStaff,
    right: 'blocking.manage',
  },
  {
    to: '/seva-availability-settings',
    labelKey: 'nav.availability',
    group: 'catalogue',
    isShown: isStaff,
    right: 'availability.manage',
  },
  {
    to: '/staff-temple-event-list',
    labelKey: 'nav.templeEvents',
    group: 'catalogue',
    isShown: isStaff,
    right: 'events.manage',
  },
  {
    to: '/staff-temple-gallery',
    labelKey: 'nav.templeGallery',
    group: 'catalogue',
    isShown: isStaff,
    right: 'content.manage',
  },
  {
    to: '/instruction-list',
    labelKey: 'nav.instructions',
    group: 'catalogue',
    isShown: isStaff,
    right: 'content.manage',
  },
  {
    to: '/virtual-queue-slot-checking',
    labelKey: 'nav.queueGate',
    group: 'queue',
    isShown: isStaff,
    right: 'gate',
  },
  {
    to: '/virtual-queue-dashboard',
    labelKey: 'nav.queueDashboard',
    group: 'queue',
    isShown: isStaff,
    right: 'gate',
  },
  { to: '/virtual-queue-slot-settings', labelKey: 'nav.queueSettings', group: 'queue', isShown: isStaff },
  { to: '/virtual-queue-slot-blocking', labelKey: 'nav.queueBlocking', group: 'queue', isShown: isStaff },
  { to: '/virtual-queue-releases', labelKey: 'nav.queueReleases', group: 'queue', isShown: isStaff },
  { to: '/virtual-queue-question-list', labelKey: 'nav.queueQuestions', group: 'queue', isShown: isStaff },
  { to: '/devotee-visit-in', labelKey: 'nav.visitIn', group: 'visits', isShown: isStaff, right: 'gate' },
  { to: '/devotee-visit-out', labelKey: 'nav.visitOut', group: 'visits', isShown: isStaff, right: 'gate' },
  {
    to: '/devotee-visit-passes',
    labelKey: 'nav.visitPasses',
    group: 'visits',
    isShown: isStaff,
    right: 'gate',
  },
  { to: '/devotee-visit-dashboard', labelKey: 'nav.visitDashboard', group: 'visits', isShown: isStaff },
  { to: '/devotee-visit-live-status', labelKey: 'nav.visitLive', group: 'visits', isShown: isStaff },
  {
    to: '/devotee-visit-settings',
    labelKey: 'nav.visitSettings',
    group: 'visits',
    isShown: isStaff,
    right: 'gate',
  },
  // The temple's reports (issue #14); administrators open the platform's from their menu.
  {
    to: '/transactionreports',
    labelKey: 'nav.reports',
    group: 'reports',
    isShown: (user) => isStaff(user) || isAdmin(user?.userType),
    right: 'reports.read',
  },
  {
    to: '/virtual-queue-report',
    labelKey: 'nav.queueReports',
    group: 'reports',
    isShown: isStaff,
    right: 'reports.read',
  },
  {
    to: '/devoteelist',
    labelKey: 'nav.templeDevotees',
    group: 'people',
    isShown: isStaff,
    right: 'devotees.read',
  },
  {
    to: '/devoteedash',
    labelKey: 'nav.devoteeDashboard',
    group: 'people',
    isShown: isStaff,
    right: 'devotees.read',
  },
  {
    to: '/devotee-users',
    labelKey: 'nav.devoteeUsers',
    group: 'people',
    isShown: isStaff,
    right: 'devotees.read',
  },
  {
    to: '/notification-send',
    labelKey: 'nav.sendNotification',
    group: 'people',
    isShown: isStaff,
    right: 'notifications.send',
  },
  { to: '/temple-user-list', labelKey: 'nav.staffUsers', group: 'people', isShown: isTempleAdmin },
  { to: '/temple-profile', labelKey: 'nav.templeProfile', group: 'settings', isShown: isTempleAdmin },
  { to: '/print-settings', labelKey: 'nav.printSettings', group: 'settings', isShown: isStaff },
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

export interface NavSection {
  /** null: the items everyone has (profile, help, contact), after a staff user's groups. */
  group: StaffNavGroup | null;
  items: NavItem[];
}

/**
 * The menu drawer's sections: for a temple user, one per work group they have a screen in, in the
 * order of STAFF_NAV_GROUPS, then the ungrouped items; for everyone else, one section of all items.
 */
export function navSections(user: User | null, rights: readonly ScreenRight[] | null): NavSection[] {
  const items = mainNav(user, rights);
  if (!isStaff(user)) return [{ group: null, items }];
  const sections: NavSection[] = STAFF_NAV_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.group === group),
  }));
  sections.push({ group: null, items: items.filter((item) => item.group === undefined) });
  return sections.filter((section) => section.items.length > 0);
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
