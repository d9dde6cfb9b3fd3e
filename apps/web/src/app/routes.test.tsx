import { type RouteGuard, UserType } from '@nivedya/domain';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_PATH, type StoredUser } from '../lib/auth.ts';
import { StorageKey } from '../lib/storage.ts';
import { APP_ROUTES, type AppRoute, buildRoutes, guardLoader } from './routes.tsx';

/** spec §2 guard lists, by route; any of these routes the table holds must carry this guard. */
const SPEC_GUARDS: Record<string, RouteGuard> = {
  dash: 'admin',
  userlist: 'admin',
  temple: 'admin',
  'temple-list': 'admin',
  templiadmindash: 'templeAdmin',
  sevalist: 'templeAdmin',
  deitylist: 'templeAdmin',
  'seva-group-list': 'templeAdmin',
  'seva-group-details': 'templeAdmin',
};

const ADMITTED: Record<RouteGuard, number[]> = {
  admin: [UserType.Admin, UserType.SubAdmin],
  templeAdmin: [UserType.TempleAdmin, UserType.TempleStaff],
  templeOrAdmin: [UserType.TempleAdmin, UserType.TempleStaff, UserType.Admin, UserType.SubAdmin],
};

const Stub = () => null;
// Translations are stubbed too: i18next is not started here, and guards run before any screen loads.
const stubbedRoutes: AppRoute[] = APP_ROUTES.map(({ translations: _translations, ...route }) => ({
  ...route,
  page: async () => ({ default: Stub }),
}));

function signInAs(userType: number | null): void {
  localStorage.clear();
  if (userType === null) return;
  const user: StoredUser = {
    Id: 7,
    Email: 'a@b.in',
    Mobile: '9876543210',
    UserType: userType,
    TempleId: null,
  };
  localStorage.setItem(StorageKey.user, JSON.stringify(user));
}

/** Opens `path` in a memory router (no rendering) and answers where navigation settled. */
async function landingPath(path: string): Promise<string> {
  const router = createMemoryRouter(buildRoutes(stubbedRoutes), { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (settled()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (settled()) {
        unsubscribe();
        resolve();
      }
    });
  });
  const pathname = router.state.location.pathname;
  router.dispose();
  return pathname;
}

afterEach(() => localStorage.clear());

describe('route table', () => {
  it('lists every path once', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives the spec's routes the spec's guards", () => {
    for (const route of APP_ROUTES) {
      const specGuard = SPEC_GUARDS[route.path];
      if (specGuard) expect(route.guard, route.path).toBe(specGuard);
    }
    expect(APP_ROUTES.find((route) => route.path === 'userlist')?.guard).toBe('admin');
  });

  it('loads every screen on demand', () => {
    for (const route of buildRoutes()[0]?.children ?? []) {
      for (const child of route.children ?? [route]) {
        if (child.path && child.path !== 'home' && !child.index)
          expect(child.lazy, child.path).toBeTypeOf('function');
      }
    }
  });

  it('gives every devotee screen the words it needs (the devotee part of the translations)', () => {
    const devoteeScreens = APP_ROUTES.filter((route) =>
      /features\/(temple|booking|orders|search|notifications)\//.test(route.page.toString()),
    );
    expect(devoteeScreens.length).toBeGreaterThan(20);
    for (const route of devoteeScreens) expect(route.translations, route.path).toBe('devotee');
  });

  it("starts a seva's, a temple's and the cart's server calls with the route, not after its code", async () => {
    localStorage.setItem(
      StorageKey.cart,
      JSON.stringify([{ tempId: 1, sevaId: 4, templeId: 9, quantity: 1, devoteeName: 'Anjali', starId: 5 }]),
    );
    const queryClient = new QueryClient();
    const prefetched: unknown[][] = [];
    queryClient.prefetchQuery = async (options) => {
      prefetched.push([...options.queryKey]);
    };
    for (const path of [
      '/seva-devotee-details?sevaId=12',
      '/guest-user-home/3',
      '/seva-devotee-details',
      '/cart',
    ]) {
      const router = createMemoryRouter(buildRoutes(stubbedRoutes, queryClient), { initialEntries: [path] });
      await new Promise<void>((resolve) => {
        if (router.state.initialized) return resolve();
        const unsubscribe = router.subscribe((state) => {
          if (state.initialized) {
            unsubscribe();
            resolve();
          }
        });
      });
      router.dispose();
    }
    expect(prefetched).toEqual([
      ['sevas', 12],
      ['temples', 'detail', 3],
      ['cart-evaluation', { lines: [expect.objectContaining({ sevaId: 4, quantity: 1, starId: 5 })] }],
      ['temples', 'detail', 9],
    ]);
  });

  it('names as preloadData exactly the GET its prefetch makes (the server preloads it from the page)', async () => {
    const withData = APP_ROUTES.filter((route) => route.preloadData);
    expect(withData.map((route) => route.path)).toEqual(['guest-user-home/:id', 'seva-devotee-details']);
    const fetched: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      fetched.push(url.pathname + url.search);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    try {
      for (const route of withData) {
        fetched.length = 0;
        route.prefetch?.(
          { params: { id: '31' }, searchParams: new URLSearchParams({ sevaId: '31' }) },
          new QueryClient(),
        );
        await vi.waitFor(() => expect(fetched).toHaveLength(1));
        expect(fetched[0]).toBe(route.preloadData?.replace(/:\w+/, '31'));
      }
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('sends the root to the splash screen', async () => {
    expect(await landingPath('/')).toBe('/splash-screen');
  });

  it('opens unguarded screens for anyone', async () => {
    signInAs(null);
    expect(await landingPath('/login')).toBe('/login');
    expect(await landingPath('/contact-us')).toBe('/contact-us');
  });

  it('sends home to the home of the stored user', async () => {
    signInAs(UserType.Admin);
    expect(await landingPath('/home')).toBe('/dash');
    signInAs(UserType.Devotee);
    expect(await landingPath('/home')).toBe(HOME_PATH);
  });

  const guarded = APP_ROUTES.flatMap((route) => (route.guard ? [[route.path, route.guard] as const] : []));
  it.each(guarded)(
    '/%s (%s guard) turns away anonymous users, devotees and other types',
    async (path, guard) => {
      for (const userType of [
        null,
        UserType.Devotee,
        ...[1, 2, 3, 5].filter((type) => !ADMITTED[guard].includes(type)),
      ]) {
        signInAs(userType);
        expect(await landingPath(`/${path}`), `user type ${userType}`).toBe(HOME_PATH);
      }
    },
  );

  it.each(guarded)('/%s (%s guard) admits its user types', async (path, guard) => {
    for (const userType of ADMITTED[guard]) {
      signInAs(userType);
      expect(await landingPath(`/${path}`), `user type ${userType}`).toBe(`/${path}`);
    }
  });

  it.each([
    ['admin', ADMITTED.admin],
    ['templeAdmin', ADMITTED.templeAdmin],
  ] as const)('the %s guard admits exactly %j', (guard, admitted) => {
    const loader = guardLoader(guard);
    if (!loader) throw new Error('a guard must give a loader');
    for (const userType of [null, 1, 2, 3, 4, 5]) {
      signInAs(userType);
      const result = loader({
        request: new Request('http://localhost/x'),
        params: {},
        context: undefined,
      } as never);
      if (userType !== null && admitted.includes(userType)) expect(result, `type ${userType}`).toBeNull();
      else expect((result as Response).headers.get('Location'), `type ${userType}`).toBe(HOME_PATH);
    }
  });
});
