// @ts-check
/**
 * Runs before `npm start` and `npm test` (package.json): says which Node runs the project's scripts, or
 * why none can. Plain JavaScript on purpose: it must run, and explain, on any Node, before a `.ts` file
 * is loaded (Node 20 stops at a `.ts` file with ERR_UNKNOWN_FILE_EXTENSION and nothing more).
 *
 * The project brings its own Node: the root package.json lists the per-platform `node-<os>-<cpu>`
 * registry packages as optional dependencies, `npm ci` installs the one for this machine, and npm puts
 * its `node` (node_modules/.bin/node) first on the PATH of every script it runs, so every child that a
 * script starts by the name `node` (npx, vitest, Playwright and its web server) gets it too. Where the
 * registry has no such package (macOS on Apple silicon) the machine's own Node runs them if it is new
 * enough (docs/decisions.md "Runtime and tooling").
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Type stripping runs `.ts` files without a flag from Node 22.18 (and 23.6). */
export const MINIMUM_NODE = '22.18.0';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} version e.g. "22.23.3" or "v22.23.3" */
function parseVersion(version) {
  const [major = 0, minor = 0, patch = 0] = version.replace(/^v/, '').split('.').map(Number);
  return { major, minor, patch };
}

/** @param {string} version @param {string} minimum */
export function isAtLeast(version, minimum) {
  const a = parseVersion(version);
  const b = parseVersion(minimum);
  if (a.major !== b.major) return a.major > b.major;
  if (a.minor !== b.minor) return a.minor > b.minor;
  return a.patch >= b.patch;
}

/**
 * Whether this Node runs the project's TypeScript: new enough, and type stripping not turned off
 * (`process.features.typescript` is false under --no-experimental-strip-types, undefined before 22.10).
 * @param {string} version
 * @param {unknown} typescriptFeature
 */
export function canRunProject(version, typescriptFeature) {
  return isAtLeast(version, MINIMUM_NODE) && typescriptFeature !== false;
}

/**
 * The project's own Node for this machine: the optional dependency named after its platform and CPU,
 * whether the registry has one, and where npm put it.
 * @param {string} platform @param {string} arch
 */
export function pinnedRuntime(platform = process.platform, arch = process.arch) {
  /** @type {{ optionalDependencies?: Record<string, string> }} */
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const name = `node-${platform}-${arch}`;
  const version = manifest.optionalDependencies?.[name];
  const dir = path.join(root, 'node_modules', name);
  const bin = path.join(dir, 'bin', 'node');
  return { name, version, dir, bin, isInstalled: existsSync(bin) };
}

/** @param {string} file @param {string} other */
function sameFile(file, other) {
  try {
    return realpathSync(file) === realpathSync(other);
  } catch {
    return false;
  }
}

/** @returns {{ ok: boolean, message: string }} */
export function describeRuntime() {
  const pinned = pinnedRuntime();
  const running = `Node ${process.version} (${process.execPath})`;
  const isPinned = pinned.isInstalled && sameFile(process.execPath, pinned.bin);
  if (isPinned) {
    return { ok: true, message: `Node ${process.version}, the project's own (node_modules/${pinned.name})` };
  }
  const features = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (process.features));
  if (canRunProject(process.versions.node, features.typescript)) {
    const why = !pinned.version
      ? `the npm registry has no Node 22 for ${process.platform}-${process.arch}`
      : pinned.isInstalled
        ? `node_modules/${pinned.name} is not first on PATH (npm puts it there for the scripts it runs)`
        : `the project's own, ${pinned.name}@${pinned.version}, is not installed (npm ci installs it)`;
    return { ok: true, message: `${running}, not the project's own: ${why}` };
  }
  const lines = [
    `Nivedya's scripts run TypeScript directly and need Node ${MINIMUM_NODE} or newer; this is ${running}.`,
  ];
  if (!pinned.version) {
    lines.push(
      `On Linux (x64, arm64) and Intel macs \`npm ci\` installs a Node 22 into node_modules, but the npm`,
      `registry has none for ${process.platform}-${process.arch}, so this machine's own Node must do:`,
      `install Node ${MINIMUM_NODE} or newer (https://nodejs.org, \`brew install node@22\`, \`nvm install 22\`), then run`,
      '`npm ci` and the command again.',
    );
  } else if (!pinned.isInstalled) {
    lines.push(
      `The project's own Node (${pinned.name}@${pinned.version}, an optional dependency) is not installed:`,
      'run `npm ci` again, without --omit=optional or --no-optional (they skip it).',
    );
  } else {
    lines.push(
      `The project's own Node is installed at node_modules/${pinned.name}; run the scripts through npm`,
      '(`npm start`, `npm test`, `npm run …`, `npx …`), which puts node_modules/.bin first on PATH.',
    );
  }
  if (features.typescript === false && isAtLeast(process.versions.node, MINIMUM_NODE)) {
    lines.push('(Type stripping is turned off here: check NODE_OPTIONS for --no-experimental-strip-types.)');
  }
  return { ok: false, message: lines.join('\n') };
}

if (process.argv[1] && sameFile(process.argv[1], fileURLToPath(import.meta.url))) {
  const { ok, message } = describeRuntime();
  if (!ok) {
    console.error(message);
    process.exit(1);
  }
  console.log(message);
}
