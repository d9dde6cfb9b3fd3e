import { readFileSync } from 'node:fs';
import os from 'node:os';

/** What the load benches read of the machine while they run (Linux /proc): how busy it was, and its load. */

/** The machine's CPU (all cores) from /proc/stat: how busy it was between the call and stop(). */
export function machineCpu() {
  const read = () => {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are the idle time.
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { total, idle: (fields[3] ?? 0) + (fields[4] ?? 0) };
  };
  const before = read();
  let after = before;
  return {
    stop() {
      after = read();
    },
    busy() {
      const total = after.total - before.total;
      return total > 0 ? 1 - (after.idle - before.idle) / total : Number.NaN;
    },
  };
}

/** CPU ms of a process's main thread (for Node: the event loop's JavaScript), 0 when it is gone. */
export function mainThreadCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
