import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: './scripts', include: ['*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/prepare-databases.global.ts'],
          // The files share one process and its loaded modules: each builds its own app on its own
          // database, and importing the server afresh for every file took most of the run.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'happy-dom',
          // Each file still has its own module graph, in a VM context of one worker that creates the
          // DOM once: a fresh process and DOM per file took most of the run.
          pool: 'vmThreads',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
