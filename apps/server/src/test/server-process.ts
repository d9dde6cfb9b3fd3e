import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { generateVapidKeyPair } from '../adapters/push/web-push-sender.ts';

/**
 * `node apps/server/src/server.ts` in a process of its own, configured only through its environment as
 * in production (NODE_ENV=production, no demo seed unless asked): what the benchmarks measure and the
 * many-servers test starts twice.
 */
export interface ServerProcessOptions {
  /** Default: this checkout's apps/server/src/server.ts. */
  serverPath?: string;
  cwd?: string;
  env: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
}

export interface ServerProcess {
  origin: string;
  pid: number;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

const SERVER_PATH = path.resolve(import.meta.dirname, '../server.ts');

export async function freePort(): Promise<number> {
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

/** Web Push keys as a deployment sets them (required in production with DATABASE_URL). */
export function vapidEnv(): Record<string, string> {
  const keys = generateVapidKeyPair();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:admin@example.org',
  };
}

/** Starts the server and resolves once it says it is running; rejects with its output if it exits first. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const serverPath = options.serverPath ?? SERVER_PATH;
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), serverPath], {
    cwd: options.cwd ?? path.resolve(path.dirname(serverPath), '../../..'),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      APP_SECRET: randomBytes(32).toString('base64url'),
      ...vapidEnv(),
      COOKIE_SECURE: 'false',
      SEED_DEMO_DATA: 'false',
      // Payments go through the demo gateway: no money moves.
      DEMO_GATEWAY_IN_PRODUCTION: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return {
    origin,
    pid: child.pid ?? 0,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
