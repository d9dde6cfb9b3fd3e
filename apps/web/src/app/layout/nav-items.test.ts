import {
  PLATFORM_RIGHTS,
  type PlatformRight,
  TEMPLE_RIGHTS,
  type TempleRight,
  type User,
  UserType,
} from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { knownPlatformRights, knownTempleRights } from '../../lib/my-rights.ts';
import { APP_ROUTES } from '../routes.tsx';
import { headerNav, MAIN_NAV, mainNav, navSections, STAFF_NAV_GROUPS } from './nav-items.ts';

function userOf(userType: number): User {
  const isTempleSide = userType === UserType.TempleAdmin || userType === UserType.TempleStaff;
  return {
    id: 40 + userType,
    userName: `User ${userType}`,
    email: `user${userType}@nivedya.test`,
    mobile: null,
    whatsapp: null,
    address: null,
    userType,
    templeId: isTempleSide ? 3 : null,
    templeTimeZone: isTempleSide ? 'Asia/Kolkata' : null,
    language: 'en',
    templeMessagesBySms: true,
    status: 1,
    createdAt: '2030-01-01T00:00:00.000Z',
  };
}

/** The menu a user sees once GET /api/v1/me/rights has answered `granted` (or has not answered yet). */
function menuOf(userType: number, granted?: readonly TempleRight[]): string[] {
  const user = userOf(userType);
  const answer =
    granted === undefined ? undefined : { userType, templeId: user.templeId, rights: [...granted] };
  return mainNav(user, knownTempleRights(user, answer)).map((item) => item.to);
}

const ALWAYS_FOR_STAFF = ['/templeuserdash', '/transaction', '/print-settings'];
const GATED_PATHS = MAIN_NAV.filter(
  (item) => item.right !== undefined && !item.right.startsWith('platform.'),
).map((item) => item.to);

describe('menu items by user type and temple rights', () => {
  it('gates the screens whose server calls need a right, each with that right', () => {
    expect(
      Object.fromEntries(MAIN_NAV.filter((item) => item.right).map((item) => [item.to, item.right])),
    ).toEqual({
      '/sevalist': 'sevas.manage',
      '/deitylist': 'deities.manage',
      '/seva-group-list': 'sevas.manage',
      '/seva-blocking': 'blocking.manage',
      '/seva-availability-settings': 'availability.manage',
      '/devoteelist': 'devotees.read',
      '/notification-send': 'notifications.send',
      '/pre-booking-report': 'approvals',
      '/payment-verification-report': 'billing',
      '/refund-list': 'refunds',
      '/counter-billing': 'billing',
      '/bill-list': 'billing',
      '/devoteedash': 'devotees.read',
      '/devotee-users': 'devotees.read',
      '/staff-temple-event-list': 'events.manage',
      '/staff-temple-gallery': 'content.manage',
      '/instruction-list': 'content.manage',
      '/devotee-visit-in': 'gate',
      '/devotee-visit-out': 'gate',
      '/devotee-visit-passes': 'gate',
      '/devotee-visit-settings': 'gate',
      '/virtual-queue-slot-checking': 'gate',
      '/virtual-queue-dashboard': 'gate',
      '/transactionreports': 'reports.read',
      '/virtual-queue-report': 'reports.read',
      '/temple-list': 'platform.temples',
      '/location-list': 'platform.temples',
      '/userlist': 'platform.users',
      '/help-list': 'platform.content',
      '/app-versions': 'platform.content',
      '/app-ratings': 'platform.content',
      '/sms-report': 'platform.sms',
      '/email-outbox': 'platform.sms',
    });
  });

  it('shows a sub-administrator (5) the platform screens of their rights, once those have loaded', () => {
    const user = userOf(UserType.SubAdmin);
    const menu = (rights: readonly PlatformRight[] | undefined) =>
      mainNav(user, [
        ...(knownTempleRights(user, undefined) ?? []),
        ...(knownPlatformRights(
          user,
          rights ? { rights: [...rights], allTemples: true, templeIds: [] } : undefined,
        ) ?? []),
      ]).map((item) => item.to);
    expect(menu(['platform.temples'])).toEqual(expect.arrayContaining(['/dash', '/temple-list']));
    expect(menu(['platform.temples'])).not.toContain('/userlist');
    expect(menu(['platform.temples'])).not.toContain('/sub-admin-user-list');
    expect(menu(['platform.users', 'platform.sms'])).toEqual(
      expect.arrayContaining(['/userlist', '/sms-report', '/email-outbox']),
    );
    expect(knownPlatformRights(user, undefined)).toBeNull();
    // The platform administrator holds every right and grants them.
    const admin = userOf(UserType.Admin);
    const adminMenu = mainNav(admin, [
      ...(knownTempleRights(admin, undefined) ?? []),
      ...PLATFORM_RIGHTS,
    ]).map((item) => item.to);
    expect(adminMenu).toEqual(
      expect.arrayContaining(['/dash', '/temple-list', '/userlist', '/sub-admin-user-list', '/sms-report']),
    );
  });

  it('shows the temple administrator (2) every temple screen before and after the rights load', () => {
    for (const menu of [menuOf(UserType.TempleAdmin), menuOf(UserType.TempleAdmin, TEMPLE_RIGHTS)]) {
      expect(menu).toEqual(expect.arrayContaining([...GATED_PATHS, '/templiadmindash', '/temple-user-list']));
      expect(menu).not.toContain('/templeuserdash');
    }
  });

  it('shows staff (3) with one right that screen and none that need another right', () => {
    const menu = menuOf(UserType.TempleStaff, ['refunds']);
    expect(menu).toEqual(expect.arrayContaining([...ALWAYS_FOR_STAFF, '/refund-list']));
    expect(GATED_PATHS.filter((path) => menu.includes(path))).toEqual(['/refund-list']);
    // The temple administrator's own screens are never a staff user's.
    expect(menu).not.toContain('/temple-user-list');
    expect(menu).not.toContain('/temple-profile');
  });

  it('shows staff (3) with billing the counter screens and not refunds', () => {
    const menu = menuOf(UserType.TempleStaff, ['billing']);
    expect(menu).toEqual(
      expect.arrayContaining(['/counter-billing', '/bill-list', '/payment-verification-report']),
    );
    expect(menu).not.toContain('/refund-list');
    expect(menu).not.toContain('/sevalist');
  });

  it('shows staff (3) without rights only the screens that need none', () => {
    const menu = menuOf(UserType.TempleStaff, []);
    expect(menu).toEqual(expect.arrayContaining(ALWAYS_FOR_STAFF));
    expect(GATED_PATHS.filter((path) => menu.includes(path))).toEqual([]);
  });

  it('hides right-gated items while staff rights load, so none appears and then vanishes', () => {
    const loading = menuOf(UserType.TempleStaff);
    expect(loading).toEqual(expect.arrayContaining(ALWAYS_FOR_STAFF));
    expect(GATED_PATHS.filter((path) => loading.includes(path))).toEqual([]);
    // Everything shown while loading stays once every right arrives.
    expect(menuOf(UserType.TempleStaff, TEMPLE_RIGHTS)).toEqual(expect.arrayContaining(loading));
  });

  it('shows staff (3) with every right every gated screen', () => {
    expect(menuOf(UserType.TempleStaff, TEMPLE_RIGHTS)).toEqual(expect.arrayContaining(GATED_PATHS));
  });

  it('shows a devotee (4) no temple screen, whatever rights an answer might carry', () => {
    for (const menu of [menuOf(UserType.Devotee), menuOf(UserType.Devotee, TEMPLE_RIGHTS)]) {
      expect(menu).toEqual(expect.arrayContaining(['/devotee-home-page', '/devotee-booking-history']));
      expect(menu.filter((path) => GATED_PATHS.includes(path) || ALWAYS_FOR_STAFF.includes(path))).toEqual(
        [],
      );
    }
  });

  it('lists the same primary links in the header as in the menu', () => {
    const user = userOf(UserType.TempleStaff);
    const rights = knownTempleRights(user, { userType: 3, templeId: 3, rights: ['billing'] });
    const header = headerNav(user, rights, ['/profile']).map((item) => item.to);
    expect(header).toEqual(['/templeuserdash']);
  });
});

describe('the staff menu, grouped by the work (issue #18)', () => {
  const sectionsOf = (userType: number, granted?: readonly TempleRight[]) => {
    const user = userOf(userType);
    const answer =
      granted === undefined ? undefined : { userType, templeId: user.templeId, rights: [...granted] };
    return navSections(user, knownTempleRights(user, answer)).map((section) => ({
      group: section.group,
      items: section.items.map((item) => item.to),
    }));
  };

  it('gives every temple screen a group and no devotee or platform screen one', () => {
    for (const item of MAIN_NAV) {
      const isTempleScreen = item.isShown(userOf(UserType.TempleAdmin));
      const isEveryones = item.isShown(userOf(UserType.Devotee));
      if (isTempleScreen && !isEveryones) expect(item.group, item.to).toBeDefined();
      if (isEveryones) expect(item.group, item.to).toBeUndefined();
    }
  });

  it("keeps the devotee's own screens out of a temple user's menu", () => {
    for (const userType of [UserType.TempleAdmin, UserType.TempleStaff]) {
      const menu = menuOf(userType, TEMPLE_RIGHTS);
      for (const path of [
        '/cart',
        '/devotee-booking-history',
        '/devotee-home-page',
        '/search',
        '/devotee-profile',
      ]) {
        expect(menu, path).not.toContain(path);
      }
      expect(menu).toEqual(expect.arrayContaining(['/profile', '/user-help']));
    }
  });

  it("shows the temple administrator the groups in the day's order, Today and Counter first", () => {
    const sections = sectionsOf(UserType.TempleAdmin);
    expect(sections.map((section) => section.group)).toEqual([...STAFF_NAV_GROUPS, null]);
    expect(sections[0]?.items).toEqual(['/templiadmindash']);
    expect(sections[1]?.items[0]).toBe('/counter-billing');
    // Counter billing is within the first few entries of the drawer.
    expect(sections.flatMap((section) => section.items).indexOf('/counter-billing')).toBe(1);
  });

  it('shows staff with one right that group and no other gated group', () => {
    const sections = sectionsOf(UserType.TempleStaff, ['approvals']);
    const gatedGroups = sections
      .filter((section) => section.items.some((path) => GATED_PATHS.includes(path)))
      .map((section) => section.group);
    expect(gatedGroups).toEqual(['bookings']);
    expect(sections.find((section) => section.group === 'bookings')?.items).toContain('/pre-booking-report');
    expect(sections.map((section) => section.group)).not.toContain('counter');
    expect(sections.map((section) => section.group)).not.toContain('catalogue');
    expect(sections.map((section) => section.group)).not.toContain('reports');
  });

  it('shows staff with billing the counter group and not the catalogue', () => {
    const sections = sectionsOf(UserType.TempleStaff, ['billing']);
    expect(sections.find((section) => section.group === 'counter')?.items).toEqual([
      '/counter-billing',
      '/bill-list',
      '/payment-verification-report',
    ]);
    expect(sections.map((section) => section.group)).not.toContain('catalogue');
  });

  it('gives a devotee and an administrator one ungrouped section', () => {
    expect(sectionsOf(UserType.Devotee).map((section) => section.group)).toEqual([null]);
    expect(sectionsOf(UserType.Admin).map((section) => section.group)).toEqual([null]);
  });

  it("gives each gated item's screen the same right, so a typed URL says what the menu hides", () => {
    for (const item of MAIN_NAV.filter((each) => each.right)) {
      const route = APP_ROUTES.find((each) => `/${each.path}` === item.to);
      // The approval and verification reports read without a right and hide their buttons instead.
      // The SMS report is the temple's for temple users (reports.read) and the outbox for administrators.
      // help-list is everyone's page (spec: unguarded); administrators with the right edit on it.
      const expected = ['/pre-booking-report', '/payment-verification-report', '/help-list'].includes(item.to)
        ? undefined
        : item.to === '/sms-report'
          ? 'reports.read'
          : item.right;
      expect(route?.right, item.to).toBe(expected);
    }
  });
});

describe('right-gated screens', () => {
  it("load the temple part of the translations, where the missing-right notice's words are", () => {
    for (const route of APP_ROUTES.filter((each) => each.right)) {
      expect([route.translations].flat(), route.path).toContain('temple');
    }
  });
});
