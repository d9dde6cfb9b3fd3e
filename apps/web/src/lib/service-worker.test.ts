import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatformOverride } from './platform.ts';
import { registerServiceWorkerWhenStable, SERVICE_WORKER_DELAY_MS } from './service-worker.ts';

/**
 * spec §4/§9: the service worker is registered once the app is stable, or after 30 000 ms at the latest,
 * never while the first screen is still loading; and only in a production build in a browser. The
 * journey with a real service worker is e2e/tests/offline.spec.ts.
 */

const register = vi.fn((_url: string, _options?: RegistrationOptions) => Promise.resolve());
const serviceWorker = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');

/** A startup that settles when the test says so. */
function startup(): { stable: Promise<void>; settle: () => void } {
  let settle = () => {};
  const stable = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { stable, settle };
}

/** Lets the promise callbacks run, as the event loop would between timers. */
async function flush(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubEnv('PROD', true);
  register.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  setPlatformOverride(undefined);
  if (serviceWorker) Object.defineProperty(navigator, 'serviceWorker', serviceWorker);
  else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('service worker registration', () => {
  it('waits 30 000 ms for a startup that never settles, then registers once', async () => {
    expect(SERVICE_WORKER_DELAY_MS).toBe(30_000);
    registerServiceWorkerWhenStable(startup().stable);
    await flush();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledOnce();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers when the startup is done and the browser is idle, not before, and only once', async () => {
    const { stable, settle } = startup();
    registerServiceWorkerWhenStable(stable);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(register).not.toHaveBeenCalled();
    settle();
    // At the latest 2 s after the startup (the idle callback's timeout).
    await vi.advanceTimersByTimeAsync(2_000);
    expect(register).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers after a startup that failed as well', async () => {
    const failed = Promise.reject(new Error('version check failed'));
    failed.catch(() => undefined);
    registerServiceWorkerWhenStable(failed);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('never registers in the native apps', async () => {
    setPlatformOverride('android');
    registerServiceWorkerWhenStable(Promise.resolve());
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_DELAY_MS * 2);
    expect(register).not.toHaveBeenCalled();
  });

  it('never registers in a development build', async () => {
    vi.stubEnv('PROD', false);
    registerServiceWorkerWhenStable(Promise.resolve());
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_DELAY_MS * 2);
    expect(register).not.toHaveBeenCalled();
  });
});
