import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The server under test for bench/booking.ts: `node apps/server/src/server.ts` in a process of its own,
 * configured only through its environment as in production (NODE_ENV=production, no demo seed), and the
 * CPU accounting that tells where a checkout's time went (server processes, PostgreSQL processes).
 */
export interface ServerOptions {
  serverPath: string;
  cwd: string;
  env: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs: string[];
}

export interface RunningServer {
  origin: string;
  pid: number;
  /** CPU time (user + system, ms) of the server and every process it forked. */
  cpuMs(): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in ms; 0 when it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may contain spaces: "pid (comm) state ppid …".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

/** The process and all its descendants. */
function processTree(root: number): number[] {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const children = new Map<number, number[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() ?? 0;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** CPU ms of every running process named `name` (e.g. postgres), by pid. */
export function cpuByCommand(name: string): Map<number, number> {
  const result = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== name) continue;
    } catch {
      continue;
    }
    result.set(Number(entry), processCpuMs(Number(entry)));
  }
  return result;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...options.nodeArgs, options.serverPath], {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      APP_SECRET: randomBytes(32).toString('base64url'),
      COOKIE_SECURE: 'false',
      SEED_DEMO_DATA: 'false',
      // The benchmark pays through the demo gateway: no money moves.
      DEMO_GATEWAY_IN_PRODUCTION: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  const pid = child.pid ?? 0;
  // Forked workers exist once the server says it is running; their pids do not change during a run.
  const tree = processTree(pid);
  return {
    origin,
    pid,
    cpuMs: () => tree.reduce((sum, each) => sum + processCpuMs(each), 0),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
