/**
 * Resolves once what the screen has just rendered is on the display, so that work which can wait (a
 * form's code below the fold) does not compete with it for the line or the main thread.
 *
 * On a page's first load, Chromium reports the moment the largest new content was presented (a
 * largest-contentful-paint entry), which can be tens of milliseconds after the frame's callbacks on a
 * busy phone. Elsewhere (another browser, or after the user's first tap, when Chromium stops reporting
 * it) two frames stand for it. Never later than `limitMs`.
 */
export function afterPaint(limitMs = 500): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const limit = setTimeout(done, limitMs);
    const since = performance.now();
    const reportsPaint =
      !navigator.userActivation?.hasBeenActive &&
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
    if (reportsPaint) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) done();
      });
      observer.observe({ type: 'largest-contentful-paint' });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(done));
    }
  });
}
