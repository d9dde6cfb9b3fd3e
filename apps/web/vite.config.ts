import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const DEFAULT_PRODUCT_NAME = 'Nivedya';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const productName = env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME;
  return {
    plugins: [
      {
        name: 'nivedya-product-name',
        transformIndexHtml: (html: string) => html.replaceAll('%PRODUCT_NAME%', productName),
      },
      react(),
      tailwindcss(),
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
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          navigateFallback: '/index.html',
          // API answers and server-rendered documents (receipts, docs) never come from the cache.
          navigateFallbackDenylist: [/^\/api\//],
          cleanupOutdatedCaches: true,
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
      rollupOptions: {
        // packages/domain is pure (STYLE: no I/O, no globals), so modules of it that a chunk does not
        // use are dropped; without this its zod schemas would ride along with every import of a guard.
        treeshake: {
          moduleSideEffects: (id: string) => !id.includes('/packages/domain/src/'),
        },
      },
    },
  };
});
