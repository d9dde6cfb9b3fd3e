import type { User } from '@nivedya/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkStoredUser,
  clearStoredUser,
  getMe,
  homePathFor,
  readStoredUser,
  safeRedirect,
  storeUser,
} from './auth.ts';

const admin: User = {
  id: 1,
  userName: 'Platform Admin',
  email: 'admin@nivedya.demo',
  mobile: '9000000001',
  whatsapp: null,
  address: null,
  userType: 1,
  templeId: null,
  templeTimeZone: null,
  language: 'en',
  templeMessagesBySms: true,
  status: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('stored user (spec §3, §4)', () => {
  it("keeps Id, Email, Mobile, UserType and TempleId under 'user', never a password", () => {
    storeUser(admin);
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({
      Id: 1,
      Email: 'admin@nivedya.demo',
      Mobile: '9000000001',
      UserType: 1,
      TempleId: null,
    });
    expect(JSON.parse(localStorage.getItem('userdetails') ?? '')).toEqual(admin);
    expect(JSON.stringify(localStorage).toLowerCase()).not.toContain('password');
    expect(readStoredUser()?.UserType).toBe(1);
    clearStoredUser();
    expect(readStoredUser()).toBeNull();
  });

  it('wipes the stored user when /me answers 401', async () => {
    storeUser(admin);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'UNAUTHENTICATED' }), { status: 401 })),
    );
    await expect(getMe()).resolves.toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('userdetails')).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    storeUser(admin);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(getMe()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(readStoredUser()?.Id).toBe(1);
  });

  it('ignores garbage in storage', () => {
    localStorage.setItem('user', '{"Id":"x"');
    expect(readStoredUser()).toBeNull();
  });
});

describe('where people land', () => {
  it.each([
    [1, '/dash'],
    [5, '/dash'],
    [2, '/templiadmindash'],
    [3, '/templeuserdash'],
    [4, '/devotee-home-page'],
    [null, '/devotee-home-page'],
  ])('user type %s → %s', (userType, path) => {
    expect(homePathFor(userType)).toBe(path);
  });

  it('only follows redirects inside the app', () => {
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/splash-screen')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});

describe('stored user check', () => {
  it('asks the server only when a user is stored', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(admin), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(checkStoredUser()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    storeUser(admin);
    await expect(checkStoredUser()).resolves.toEqual(admin);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
