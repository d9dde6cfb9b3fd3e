import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import {
  defineConfig,
  loadEnv,
  type Plugin,
  type ResolveModulePreloadDependenciesFn,
  type Rolldown,
} from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routePreloads } from './build/route-preloads.ts';

const DEFAULT_PRODUCT_NAME = 'Nivedya';

/**
 * A lazy import preloads the chunks it needs, but those that the importing chunk imports statically
 * are loaded already (its own code cannot run before them). Left in, every route of the entry's route
 * table repeats the ~15 chunks of a first visit in its preload list, which the first visit downloads.
 */
function skipLoadedPreloads() {
  let bundle: Rolldown.OutputBundle = {};
  const staticImports = (file: string, into = new Set<string>()): Set<string> => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return into;
    for (const imported of chunk.imports) {
      if (into.has(imported)) continue;
      into.add(imported);
      staticImports(imported, into);
    }
    return into;
  };
  const plugin: Plugin = {
    name: 'nivedya-skip-loaded-preloads',
    // Before Vite's own generateBundle step writes the preload lists, which calls resolveDependencies.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_file, deps, { hostId }) => {
    const loaded = staticImports(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

/**
 * `vite build` always makes a production build (issue #12). NODE_ENV=development in the environment (the
 * value the server's `.env.example` carries) would otherwise give React's development bundle (a third
 * more JavaScript) and `import.meta.env.PROD === false`, which keeps the service worker from registering.
 * The config function runs before Vite reads NODE_ENV, so setting it there is enough; this plugin
 * refuses what can still win over it (NODE_ENV=development in an apps/web `.env` file).
 */
function productionBuildOnly(): Plugin {
  return {
    name: 'nivedya-production-build-only',
    apply: 'build',
    configResolved(config) {
      if (!config.isProduction) {
        throw new Error(
          `This would be a development build (NODE_ENV=${process.env.NODE_ENV}); the web app is always built for production. Remove NODE_ENV from apps/web's .env files.`,
        );
      }
    },
  };
}

export default defineConfig(({ command, mode }) => {
  if (command === 'build') process.env.NODE_ENV = 'production';
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const productName = env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME;
  const preloads = skipLoadedPreloads();
  return {
    plugins: [
      {
        name: 'nivedya-product-name',
        transformIndexHtml: (html: string) => html.replaceAll('%PRODUCT_NAME%', productName),
      },
      productionBuildOnly(),
      react(),
      tailwindcss(),
      preloads.plugin,
      routePreloads({
        routesModule: path.join(import.meta.dirname, 'src/app/routes.tsx'),
        rightNoticeModule: path.join(
          import.meta.dirname,
          'src/features/temple-admin/shared/temple-right-required.tsx',
        ),
      }),
      VitePWA({
        // spec §4: registered by lib/service-worker.ts once the app is stable or after 30 s.
        injectRegister: false,
        registerType: 'autoUpdate',
        strategies: 'generateSW',
        includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'images/*.svg'],
        manifest: {
          name: productName,
          short_name: productName,
          description: 'Book sevas and offerings at temples, pay online and keep your receipts.',
          lang: 'en-IN',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#fff7ed',
          theme_color: '#7c2d12',
          icons: [
            { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
            { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
            { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // The app shell and every screen's code, so a reload offline opens the app (issue #12); the
          // Malayalam face too (48 kB), for devices with no Malayalam font of their own.
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
          // Except the instruction editor (Tiptap, 127 kB gzipped): only temple staff open it, and only to
          // save through the server, so no devotee's phone should fetch it in the background. The same for
          // the report charts' recharts (127 kB gzipped), drawn only from the server's live figures.
          globIgnores: ['**/rich-text-area-*.js', '**/report-chart-drawing-*.js'],
          navigateFallback: '/index.html',
          // API answers and the server's own pages (API docs, the demo gateway's payment page) never
          // come from the cache: those navigations go to the server.
          navigateFallbackDenylist: [/^\/api\//, /^\/pay\//],
          cleanupOutdatedCaches: true,
          // The page that registered the worker is served by it from then on, so a screen first opened
          // after the connection dropped still finds its code. A new release still waits: the version
          // check (spec §4) clears the caches and reloads.
          clientsClaim: true,
          // Shows pushed notifications and opens their screen when tapped (issue #17).
          importScripts: ['push-sw.js'],
        },
      }),
    ],
    server: {
      proxy: { '/api': 'http://localhost:3000' },
    },
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
      // bench/web-size.ts reads the manifest to weigh a first visit route by route.
      manifest: true,
      modulePreload: { resolveDependencies: preloads.resolveDependencies },
      rollupOptions: {
        output: {
          // Everything the entry imports statically is needed before the first screen can draw, so it
          // comes as one file, not as the ~20 small chunks Rolldown would otherwise split it into
          // (each shared with some lazy screen): on a phone's HTTP/1.1 connection every file is a
          // request waiting its turn among six.
          // A small chunk shared by a few screens (a helper, a lookup table: 1–3 kB gzipped each) is copied
          // into each screen's chunk instead: the cart's code was 30 files, so ~5 waits among six
          // connections, and is now 5 (bench:web measures it). Rolldown then runs every module in its
          // source order (strictExecutionOrder), whichever chunk holds it.
          codeSplitting: {
            groups: [{ name: 'first-visit', tags: ['$initial'] }],
            experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          },
        },
        // The copying needs it: no chunk must keep exactly the exports of its entry module.
        preserveEntrySignatures: false,
        // packages/domain is pure (STYLE: no I/O, no globals), so modules of it that a chunk does not
        // use are dropped; without this its zod schemas would ride along with every import of a guard.
        treeshake: {
          moduleSideEffects: (id: string) => !id.includes('/packages/domain/src/'),
        },
      },
    },
  };
});
