import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../i18n/index.ts';
import { ApiError, NETWORK_ERROR } from '../lib/api-client.ts';
import { isOnline, startOnlineStatus } from '../lib/online-status.ts';
import { ErrorMessage } from './error-message.tsx';
import { OfflineBanner } from './offline-banner.tsx';

const networkError = new ApiError({
  status: 0,
  code: NETWORK_ERROR,
  title: 'Network',
  detail: 'Failed to fetch',
});

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  act(() => onlineManager.setOnline(true));
  await setLanguage('en');
});

describe('offline state (issue #12)', () => {
  it('shows the banner only while the device is offline, and follows the connection', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. Temples, sevas and bookings load again once you are back online.',
    );

    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a call failed for want of a connection, not that the server could not be reached', () => {
    act(() => onlineManager.setOnline(false));
    render(<ErrorMessage error={networkError} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'You are offline. This needs an internet connection; it works again once you are back online.',
    );
  });

  it('keeps the network error for a server that cannot be reached while online', () => {
    render(<ErrorMessage error={networkError} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not reach the server. Check your internet connection and try again.',
    );
  });

  it('a server error stays a server error offline', () => {
    act(() => onlineManager.setOnline(false));
    const serverError = new ApiError({ status: 500, code: 'INTERNAL', title: 'Error', detail: '' });
    render(<ErrorMessage error={serverError} />);
    const text = screen.getByRole('alert').textContent;
    expect(text).toMatch(/^Something went wrong/);
    expect(text).not.toContain('offline');
  });

  it('a page the service worker opened offline starts offline (no offline event comes)', () => {
    const onLine = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      startOnlineStatus();
      expect(isOnline()).toBe(false);
    } finally {
      if (onLine) Object.defineProperty(navigator, 'onLine', onLine);
    }
    startOnlineStatus();
    expect(isOnline()).toBe(true);
  });

  it('says it in Malayalam', async () => {
    await act(() => setLanguage('ml'));
    act(() => onlineManager.setOnline(false));
    render(
      <>
        <OfflineBanner />
        <ErrorMessage error={networkError} />
      </>,
    );
    expect(screen.getByRole('status').textContent).toContain('നിങ്ങൾ ഓഫ്‌ലൈനാണ്.');
    expect(screen.getByRole('alert').textContent).toContain('ഇതിന് ഇന്റർനെറ്റ് കണക്ഷൻ ആവശ്യമാണ്');
  });
});
