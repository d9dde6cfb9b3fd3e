import { type User, UserType } from '@nivedya/domain';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { initI18n, loadTranslationPart, type TranslationPart } from '../i18n/index.ts';
import { ME_QUERY_KEY } from '../lib/auth.ts';
import { resetBackHandlers } from '../lib/back-button.ts';
import { AlertProvider } from '../ui/alert-provider.tsx';

/** The administrator of temple 3, signed in: whom the temple's own screens are for. */
export const TEMPLE_ADMIN: User = {
  id: 72,
  userName: 'Temple Administrator',
  email: 'admin@nivedya.test',
  mobile: null,
  whatsapp: null,
  address: null,
  userType: UserType.TempleAdmin,
  templeId: 3,
  templeTimeZone: 'Asia/Kolkata',
  language: 'en',
  templeMessagesBySms: true,
  status: 1,
  createdAt: '2030-01-01T00:00:00.000Z',
};

/** A devotee signed in: whom the booking and home screens are for. */
export const DEVOTEE: User = {
  ...TEMPLE_ADMIN,
  id: 7,
  userName: 'Lakshmi',
  email: 'lakshmi@nivedya.test',
  userType: UserType.Devotee,
  templeId: null,
};

/** For beforeAll: the English words, with the part of them that the screen loads when opened. */
export async function inEnglish(part: TranslationPart): Promise<void> {
  await initI18n('en');
  await loadTranslationPart(part);
}

/**
 * Renders `element` inside what the app gives every screen: a query cache, the alerts and
 * confirmations, a router. `user` is who is signed in and `queryData` what the cache already holds,
 * so the screen shows it without asking the network. Failed queries are not retried, so a failure
 * shows at once. Returns the cache.
 */
export function renderScreen(
  element: ReactElement,
  {
    user,
    queryData = [],
    path = '/',
  }: {
    user?: User;
    queryData?: [QueryKey, unknown][] /** The address the screen opens at. */;
    path?: string;
  } = {},
): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) queryClient.setQueryData(ME_QUERY_KEY, user);
  for (const [key, data] of queryData) queryClient.setQueryData(key, data);
  render(
    <QueryClientProvider client={queryClient}>
      <AlertProvider>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </AlertProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

/**
 * Stands in for the network. The XSRF token's fetch that comes before a write is answered, so the
 * write goes out; `answer` may answer the other requests, and what it leaves (undefined) stays
 * pending, neither answered nor failed, so the screen stays as the test left it. Returns the spy, whose
 * calls are what was sent.
 */
export function stubFetch(
  answer: (input: RequestInfo | URL, init?: RequestInit) => Response | Promise<Response> | undefined = () =>
    undefined,
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (input === '/api/health') return new Response();
    return (await answer(input, init)) ?? new Promise<Response>(() => undefined);
  });
}

/** The requests sent through `fetch` that would change something. */
export function writes(fetch: ReturnType<typeof stubFetch>): Request[] {
  return fetch.mock.calls
    .map(([request]) => request)
    .filter((request): request is Request => request instanceof Request && request.method !== 'GET');
}

/**
 * For afterEach: unmounts the screens, puts back what `vi.spyOn` replaced (the fetch stub), and
 * forgets the back-button layers that an open dialog registers, so no test sees the last one's.
 */
export function closeScreens(): void {
  cleanup();
  vi.restoreAllMocks();
  resetBackHandlers();
}
