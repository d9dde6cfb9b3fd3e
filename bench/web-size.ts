import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * First-visit weight of the web app: builds apps/web, then reads Vite's manifest and adds up what a
 * browser downloads on a first visit to /devotee-home-page — the entry, that route's chunk, and every
 * chunk they import statically, plus their CSS — gzipped as the server sends them. Fails when the
 * JavaScript passes the budget, and when the build is React's development build.
 *
 *   npm run bench:web                   build, then measure
 *   npm run bench:web -- --no-build     measure the existing dist/
 *   npm run bench:web -- --dist=DIR     measure another build's output (implies --no-build)
 *
 * `npm run bench:web` then audits the same build with Lighthouse (lighthouse.ts); both get its flags.
 */
const BUDGET_JS_BYTES = 170_000;
/**
 * Strings only React's development build carries: the development JSX runtime, which
 * @vitejs/plugin-react emits outside production, and one of react-dom's development-only warnings.
 * A development build is a third heavier and never registers the service worker (issue #12).
 */
const DEVELOPMENT_MARKERS = ['jsxDEV', 'React instrumentation encountered'];
const ROUTE_MODULE = 'src/features/home/pages/devotee-home-page.tsx';
const ENTRY_KEY = 'index.html';

const root = path.resolve(import.meta.dirname, '..');
const distArgument = process.argv.find((arg) => arg.startsWith('--dist='));
const dist = distArgument
  ? path.resolve(distArgument.slice('--dist='.length))
  : path.join(root, 'apps/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Row {
  file: string;
  kind: 'js' | 'css';
  why: string;
  rawBytes: number;
  gzipBytes: number;
}

function build(): void {
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    console.error('The web build failed.');
    process.exit(result.status ?? 1);
  }
}

/** The chunk behind `key` and everything it imports statically, each once, in load order. */
function collect(manifest: Manifest, key: string, why: string, seen: Map<string, string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest; is the route still at ${ROUTE_MODULE}?`);
  if (!seen.has(chunk.file)) seen.set(chunk.file, why);
  for (const css of chunk.css ?? []) if (!seen.has(css)) seen.set(css, why);
  for (const imported of chunk.imports ?? []) {
    if (!seen.has(manifest[imported]?.file ?? imported))
      collect(manifest, imported, `import of ${why}`, seen);
  }
}

function measure(file: string, why: string): Row {
  const bytes = readFileSync(path.join(dist, file));
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    why,
    rawBytes: bytes.length,
    gzipBytes: gzipSync(bytes).length,
  };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

if (!process.argv.includes('--no-build') && !distArgument) build();

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const seen = new Map<string, string>();
collect(manifest, ENTRY_KEY, 'entry', seen);
collect(manifest, ROUTE_MODULE, 'route devotee-home-page', seen);

const developmentChunks = [...seen.keys()].flatMap((file) => {
  if (!file.endsWith('.js')) return [];
  const code = readFileSync(path.join(dist, file), 'utf8');
  const markers = DEVELOPMENT_MARKERS.filter((marker) => code.includes(marker));
  return markers.length > 0 ? [`${file} (${markers.join(', ')})`] : [];
});
if (developmentChunks.length > 0) {
  console.error(
    `\n${path.relative(root, dist)} is a development build, not what users get; its first visit carries React's development code:\n  ${developmentChunks.join('\n  ')}\nThe build (apps/web/vite.config.ts) always makes a production build; is this output from another tool?`,
  );
  process.exit(1);
}

const rows = [...seen].map(([file, why]) => measure(file, why)).sort((a, b) => b.gzipBytes - a.gzipBytes);
const width = Math.max(...rows.map((row) => row.file.length), 10);
console.log(`\nFirst visit to /devotee-home-page (kB = 1000 bytes)\n`);
console.log(`${'file'.padEnd(width)}  kind     raw kB  gzip kB  loaded as`);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${row.kind.padEnd(4)} ${kb(row.rawBytes)}  ${kb(row.gzipBytes)}  ${row.why}`,
  );
}
const total = (kind: Row['kind'], field: 'rawBytes' | 'gzipBytes') =>
  rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row[field], 0);
const jsGzip = total('js', 'gzipBytes');
console.log('');
console.log(
  `JS  total: ${kb(total('js', 'rawBytes'))} kB raw, ${kb(jsGzip)} kB gzipped (budget ${BUDGET_JS_BYTES / 1000} kB)`,
);
console.log(`CSS total: ${kb(total('css', 'rawBytes'))} kB raw, ${kb(total('css', 'gzipBytes'))} kB gzipped`);

if (jsGzip > BUDGET_JS_BYTES) {
  console.error(
    `\nOver budget by ${((jsGzip - BUDGET_JS_BYTES) / 1000).toFixed(1)} kB of gzipped JavaScript.`,
  );
  process.exit(1);
}
console.log('\nWithin budget.');
