import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: builds the web app when its sources are newer than the last build, then runs the server,
 * which migrates and seeds the embedded database and serves API and app together.
 */
const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(root, 'packages/domain/src'),
];
const buildTime = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourceTime = Math.max(
  ...sources.filter((dir) => existsSync(dir)).map(newestChange),
  statSync(path.join(webDir, 'index.html')).mtimeMs,
);
if (sourceTime > buildTime) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, ['apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 0);
