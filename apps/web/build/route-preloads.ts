import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** What the server adds to index.html for an address of the route (apps/server plugins/web.ts). */
interface RoutePreload {
  /** The route's pattern as the router has it (`guest-user-home/:id`), without the leading slash. */
  path: string;
  /** The screen's code and its English words (always needed: English is every language's fallback). */
  modules: string[];
  /** The screen's first GET, with `:name` taken from the address's parameters or query (AppRoute.preloadData). */
  data?: string;
}

const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface RouteDeclaration {
  path: string;
  pageId: string;
  translations: string[];
  hasRight: boolean;
  data?: string;
}

/** The shape of the ESTree nodes this plugin reads from Rolldown's parser. */
interface AstNode {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function* walk(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) {
    for (const each of node) yield* walk(each);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) if (key !== 'type') yield* walk(value);
}

function propertyValue(object: AstNode, name: string): AstNode | undefined {
  for (const property of object.properties as AstNode[]) {
    if (property.type !== 'Property') continue;
    const key = property.key as AstNode;
    if (key.type === 'Identifier' && key.name === name) return property.value as AstNode;
  }
  return undefined;
}

const stringOf = (node: AstNode | undefined): string | undefined =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** `{ path: 'x', page: () => import('…'), translations?, right?, preloadData? }` object literals. */
function routeLiterals(
  program: unknown,
): { path: string; page: string; translations: string[]; hasRight: boolean; data?: string }[] {
  const routes = [];
  for (const node of walk(program)) {
    if (node.type !== 'ObjectExpression') continue;
    const routePath = stringOf(propertyValue(node, 'path'));
    const page = propertyValue(node, 'page');
    // The screen's import, wherever the build has wrapped it (Vite's preload helper).
    const imported = [...walk(page)].find((each) => each.type === 'ImportExpression');
    const source = imported ? stringOf(imported.source as AstNode) : undefined;
    if (routePath === undefined || source === undefined) continue;
    const translations = propertyValue(node, 'translations');
    const parts =
      translations?.type === 'ArrayExpression'
        ? (translations.elements as AstNode[]).map(stringOf)
        : [stringOf(translations)];
    const data = stringOf(propertyValue(node, 'preloadData'));
    routes.push({
      path: routePath,
      page: source,
      translations: parts.filter((part): part is string => part !== undefined),
      hasRight: propertyValue(node, 'right') !== undefined,
      ...(data ? { data } : {}),
    });
  }
  return routes;
}

/** i18n/index.ts keeps a part's files in its name's kebab-case folder (`templeOrders` → `temple-orders`). */
const partFolder = (part: string) => part.replaceAll(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The route table's screens and the files each needs, for the server to name in index.html
 * (`<link rel="modulepreload">`, and a preload of the screen's first GET). Without them a first visit
 * fetches the app's code, runs it, and only then asks for the screen's code and data: two waits on a
 * phone's line in a row instead of one.
 */
export function routePreloads(options: { routesModule: string; rightNoticeModule: string }): Plugin {
  const declared: RouteDeclaration[] = [];
  return {
    name: 'nivedya-route-preloads',
    apply: 'build',
    enforce: 'post',
    async transform(code, id) {
      if (id !== options.routesModule) return null;
      declared.length = 0;
      for (const route of routeLiterals(this.parse(code))) {
        const resolved = await this.resolve(route.page, id);
        if (!resolved) throw new Error(`routes.tsx: cannot resolve ${route.page}`);
        declared.push({ ...route, pageId: resolved.id });
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const byModule = new Map<string, Rolldown.OutputChunk>();
      for (const chunk of chunks) if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId, chunk);
      const closure = (chunk: Rolldown.OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = bundle[imported];
          if (next?.type === 'chunk') closure(next, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('The build has no entry chunk');
      const loadedFirst = closure(entry);
      const chunkOf = (moduleId: string, what: string) => {
        const chunk = byModule.get(moduleId);
        if (!chunk) throw new Error(`No chunk of its own for ${what} (${moduleId})`);
        return chunk;
      };
      const i18nFolder = path.join(path.dirname(options.routesModule), '../i18n');
      const preloads: RoutePreload[] = declared.map((route) => {
        const files = closure(chunkOf(route.pageId, `the page of route ${route.path}`));
        for (const part of route.translations) {
          const words = path.join(i18nFolder, partFolder(part), 'en.json');
          closure(chunkOf(words, `the '${part}' translations of route ${route.path}`), files);
        }
        if (route.hasRight) closure(chunkOf(options.rightNoticeModule, 'the right notice'), files);
        return {
          path: route.path,
          modules: [...files].filter((file) => !loadedFirst.has(file)).map((file) => `/${file}`),
          ...(route.data ? { data: route.data } : {}),
        };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
