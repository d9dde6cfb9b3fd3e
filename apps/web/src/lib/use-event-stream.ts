import { useEffect, useState } from 'react';
import type { z } from 'zod';

export interface EventStreamFeed<T> {
  /** The latest `snapshot` or `update`; null until the first arrives. */
  data: T | null;
  /** Connected now; false while EventSource waits to reconnect (it does by itself). */
  isLive: boolean;
  /** The server refused the stream before anything came (e.g. the feature is off): it is not retried. */
  hasFailed: boolean;
}

/**
 * A server-sent-events feed of the API's live screens: a `snapshot` on every (re)connect, then an
 * `update` after each change, each checked against `schema`. `url` null: no stream.
 */
export function useEventStream<T>(url: string | null, schema: z.ZodType<T>): EventStreamFeed<T> {
  const [feed, setFeed] = useState<EventStreamFeed<T>>({ data: null, isLive: false, hasFailed: false });
  useEffect(() => {
    // Browsers and the apps' web views all have EventSource; a test renderer may not.
    if (url === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const take = (event: Event) => {
      const parsed = schema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setFeed({ data: parsed.data, isLive: true, hasFailed: false });
    };
    source.addEventListener('snapshot', take);
    source.addEventListener('update', take);
    source.onopen = () => setFeed((current) => ({ ...current, isLive: true }));
    source.onerror = () =>
      setFeed((current) => ({
        ...current,
        isLive: false,
        // CLOSED: the browser gave up (the server refused the stream); otherwise it retries.
        hasFailed: source.readyState === EventSource.CLOSED && current.data === null,
      }));
    return () => source.close();
  }, [url, schema]);
  return feed;
}
