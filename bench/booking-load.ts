import { Pool } from 'undici';

/**
 * The load generator of bench/booking.ts, a process of its own (forked per run) so that it never shares
 * an event loop with the server: keeps `inFlight` requests going over as many keep-alive connections
 * (undici, the cheapest HTTP client Node has) until `requests` have been answered, and reports each
 * latency and its own CPU time, so the reader can see that the client was not the limit.
 */
export interface LoadJob {
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** One body per request, cycled; empty for a GET. */
  bodies: readonly string[];
  inFlight: number;
  requests: number;
}

export interface LoadResult {
  latenciesMs: number[];
  statuses: Record<string, number>;
  elapsedMs: number;
  /** CPU time of this process (user + system) while the load ran. */
  cpuMs: number;
}

async function run(job: LoadJob): Promise<LoadResult> {
  const pool = new Pool(job.origin, { connections: job.inFlight, pipelining: 1 });
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const worker = async () => {
    while (sent < job.requests) {
      const body = job.bodies.length > 0 ? job.bodies[sent % job.bodies.length] : undefined;
      sent += 1;
      const begin = performance.now();
      const response = await pool.request({
        method: job.method,
        path: job.path,
        headers: job.headers,
        ...(body === undefined ? {} : { body }),
      });
      await response.body.dump();
      latenciesMs.push(performance.now() - begin);
      const key = String(response.statusCode);
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: job.inFlight }, worker));
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  await pool.close();
  return { latenciesMs, statuses, elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

if (process.send) {
  process.once('message', (job: LoadJob) => {
    run(job).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
    );
  });
}
