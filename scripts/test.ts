import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm test`: every check in order, stopping at the first failure. API tests run on the embedded
 * database and, when TEST_DATABASE_URL is set, again on that PostgreSQL server.
 */
const root = path.resolve(import.meta.dirname, '..');

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

const steps: Step[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '-b'] },
  { name: 'lint', command: ['npx', 'biome', 'check', '.'] },
  {
    name: 'unit tests (domain, web, scripts)',
    command: ['npx', 'vitest', 'run', '--project', 'domain', '--project', 'web', '--project', 'scripts'],
  },
  {
    name: 'API tests on embedded PGlite',
    command: ['npx', 'vitest', 'run', '--project', 'server'],
    env: { API_TEST_DB: 'pglite' },
  },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'API tests on PostgreSQL',
    command: ['npx', 'vitest', 'run', '--project', 'server'],
    env: { API_TEST_DB: 'postgres' },
  });
} else {
  console.log('TEST_DATABASE_URL is not set: API tests run on the embedded database only.');
}
steps.push({ name: 'build web app', command: ['npm', 'run', 'build', '--workspace', 'apps/web'] });
steps.push({ name: 'end-to-end tests in Chromium', command: ['npm', 'run', 'test', '--workspace', 'e2e'] });

const started = Date.now();
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const [command, ...args] = step.command;
  const result = spawnSync(command!, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${step.name} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`${step.name}: passed in ${seconds} s`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
