import { type MyRights, type User, UserType } from '@nivedya/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n, loadTranslationPart, setLanguage } from '../../../i18n/index.ts';
import { ME_QUERY_KEY } from '../../../lib/auth.ts';
import { myRightsQueryOptions } from '../../../lib/my-rights.ts';
import { TempleRightRequired } from './temple-right-required.tsx';

beforeAll(async () => {
  await initI18n('en');
  await loadTranslationPart('temple');
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  if (i18next.language !== 'en') await setLanguage('en');
});

function userOf(userType: number): User {
  return {
    id: 70 + userType,
    userName: 'Counter Staff',
    email: 'staff@nivedya.test',
    mobile: null,
    whatsapp: null,
    address: null,
    userType,
    templeId: 3,
    templeTimeZone: 'Asia/Kolkata',
    language: 'en',
    templeMessagesBySms: true,
    status: 1,
    createdAt: '2030-01-01T00:00:00.000Z',
  };
}

/** Renders the refunds screen's gate for `user`; `granted` is the server's answer, if it has come. */
function openRefunds(user: User, granted?: MyRights['rights']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, user);
  if (granted) {
    queryClient.setQueryData(myRightsQueryOptions(user.id).queryKey, {
      userType: user.userType,
      templeId: user.templeId,
      rights: granted,
    });
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TempleRightRequired right="refunds">
          <p>The refund list</p>
        </TempleRightRequired>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The rights call that never answers, as on a slow network. */
function rightsNeverAnswer() {
  return vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
}

describe('a screen that needs a temple right', () => {
  it('tells staff without the right which right is missing and who grants it, instead of the screen', () => {
    openRefunds(userOf(UserType.TempleStaff), ['billing']);
    expect(screen.getByRole('heading', { name: 'Permission needed', level: 1 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'You do not have the right to “Refunds” — ask your temple administrator to grant it.',
    );
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/templeuserdash',
    );
    expect(screen.queryByText('The refund list')).toBeNull();
  });

  it('names the right in Malayalam when the screens speak Malayalam', async () => {
    await setLanguage('ml');
    openRefunds(userOf(UserType.TempleStaff), []);
    expect(screen.getByRole('status').textContent).toContain('“റീഫണ്ടുകൾ”');
    expect(screen.getByRole('status').textContent).toContain('ക്ഷേത്ര അഡ്മിനിസ്ട്രേറ്ററോട്');
  });

  it('shows the screen to staff who hold the right', () => {
    openRefunds(userOf(UserType.TempleStaff), ['billing', 'refunds']);
    expect(screen.getByText('The refund list')).toBeTruthy();
    expect(screen.queryByText('Permission needed')).toBeNull();
  });

  it("waits for a staff user's rights rather than showing the screen or the notice", () => {
    const fetch = rightsNeverAnswer();
    openRefunds(userOf(UserType.TempleStaff));
    expect(screen.getByText(/^Please wait/)).toBeTruthy();
    expect(screen.queryByText('The refund list')).toBeNull();
    expect(screen.queryByText('Permission needed')).toBeNull();
    const [input] = fetch.mock.calls[0] ?? [];
    expect(input instanceof Request ? input.url : String(input)).toContain('/api/v1/me/rights');
  });

  it('shows the temple administrator the screen at once: they hold every right', () => {
    rightsNeverAnswer();
    openRefunds(userOf(UserType.TempleAdmin));
    expect(screen.getByText('The refund list')).toBeTruthy();
  });
});
