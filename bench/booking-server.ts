import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';

/**
 * The server under test for bench/booking.ts and bench/virtual-queue.ts (test/server-process.ts: the real
 * server in a process of its own, production settings), and the CPU accounting that tells where a
 * booking's time went (server processes, PostgreSQL processes).
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
  const server = await startServerProcess(options);
  // Forked workers exist once the server says it is running; their pids do not change during a run.
  const tree = processTree(server.pid);
  return {
    origin: server.origin,
    pid: server.pid,
    cpuMs: () => tree.reduce((sum, each) => sum + processCpuMs(each), 0),
    stop: server.stop,
  };
}

/** CPU of the PostgreSQL processes serving the bench database (backends, WAL writer, checkpointer). */
export interface PostgresCpu {
  start(): void;
  /**
   * Notes the CPU of these backends now (pids of the bench database, e.g. from a pg_stat_activity
   * sampler): a backend that ends before elapsedMs() is then counted up to its last note instead of not
   * at all. Without notes, only the backends alive at the end count.
   */
  note(pids: readonly number[]): void;
  elapsedMs(): Promise<number | null>;
}

/**
 * `admin` is a connection of its own (to another database) that lists the bench database's backends
 * at the end; null on the embedded database, where elapsedMs() is null.
 */
export function postgresCpu(admin: pg.Client | null, database: string): PostgresCpu {
  let before = new Map<number, number>();
  let last = new Map<number, number>();
  const note = (pids: readonly number[]) => {
    for (const pid of pids) {
      const cpu = processCpuMs(pid);
      if (cpu > 0) last.set(pid, cpu);
    }
  };
  return {
    start: () => {
      before = cpuByCommand('postgres');
      last = new Map();
    },
    note,
    async elapsedMs() {
      if (!admin) return null;
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = $1 or backend_type in ('walwriter', 'checkpointer', 'background writer')`,
        [database],
      );
      note(rows.map((row) => row.pid));
      return [...last].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);
    },
  };
}
