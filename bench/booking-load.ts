import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The load generator of bench/booking.ts, in its own thread so it does not share the server's event
 * loop: keeps `inFlight` checkouts going until `requests` have been sent, and reports each latency.
 */
export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  /** One body per request, cycled. */
  bodies: string[];
  inFlight: number;
  requests: number;
}

export interface LoadResult {
  latenciesMs: number[];
  statuses: Record<string, number>;
  elapsedMs: number;
}

function run(job: LoadJob): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.inFlight });
  const url = new URL(job.url);
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  const started = performance.now();
  const one = (body: string) =>
    new Promise<void>((resolve, reject) => {
      const begin = performance.now();
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { ...job.headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latenciesMs.push(performance.now() - begin);
            const key = String(response.statusCode);
            statuses[key] = (statuses[key] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const worker = async () => {
    while (sent < job.requests) {
      const body = job.bodies[sent % job.bodies.length] ?? '';
      sent += 1;
      await one(body);
    }
  };
  return Promise.all(Array.from({ length: job.inFlight }, worker)).then(() => {
    agent.destroy();
    return { latenciesMs, statuses, elapsedMs: performance.now() - started };
  });
}

if (parentPort) {
  const port = parentPort;
  run(workerData as LoadJob).then(
    (result) => port.postMessage(result),
    (error: unknown) => port.postMessage({ error: String(error) }),
  );
}
