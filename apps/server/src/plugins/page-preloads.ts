import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One screen's files as the web build lists them in dist/route-preloads.json
 * (apps/web/build/route-preloads.ts): its route pattern, its code, and its first GET as a pattern.
 */
interface RoutePreload {
  path: string;
  modules: string[];
  data?: string;
}

const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** What a parameter may be to go into a preloaded address: ids and tokens, nothing to escape. */
const PLAIN_VALUE = /^[\w-]{1,100}$/;

export function readRoutePreloads(distDir: string): RoutePreload[] {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]) : [];
}

function matchRoute(pattern: string, pathname: string): Map<string, string> | undefined {
  const expected = pattern.split('/');
  const actual = pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (expected.length !== actual.length) return undefined;
  const params = new Map<string, string>();
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) params.set(segment.slice(1), decodeURIComponent(value));
    else if (segment !== value) return undefined;
  }
  return params;
}

/** The pattern's `:name`s from the path's parameters or else the query; undefined when one is missing. */
function fillData(pattern: string, params: Map<string, string>, query: URLSearchParams): string | undefined {
  let complete = true;
  const filled = pattern.replaceAll(/:(\w+)/g, (_match, name: string) => {
    const value = params.get(name) ?? query.get(name) ?? '';
    if (!PLAIN_VALUE.test(value)) complete = false;
    return value;
  });
  return complete ? filled : undefined;
}

/**
 * The `<link>`s that let a first visit to `url` fetch the screen's code and first data while the app's
 * own code downloads, instead of after it has run. `crossorigin` gives each the request mode and
 * credentials of the import() or fetch() that will use it, so the browser reuses the preload.
 */
export function pagePreloadLinks(preloads: readonly RoutePreload[], url: string): string {
  const address = new URL(url, 'http://app');
  for (const route of preloads) {
    let params: Map<string, string> | undefined;
    try {
      params = matchRoute(route.path, address.pathname);
    } catch {
      return ''; // a malformed %-escape: the app shows its not-found screen; nothing to preload
    }
    if (!params) continue;
    const links = route.modules.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
    const data = route.data ? fillData(route.data, params, address.searchParams) : undefined;
    if (data) links.push(`<link rel="preload" as="fetch" crossorigin href="${data}">`);
    return links.join('');
  }
  return '';
}
