import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The load generator of bench/visits.ts, in its own thread so that it does not share the server's
 * event loop: `lanes` gate devices at once, each sending its scans one after another.
 */

export interface VisitLoadJob {
  url: string;
  cookie: string;
  /** One list of request bodies per lane; a lane sends its next scan when the last is answered. */
  lanes: string[][];
  /**
   * Scans a second arriving on a fixed clock whatever the answers (gates scanning as devotees come),
   * instead of lanes waiting on their answers; the lanes' bodies are sent in turn.
   */
  ratePerSecond?: number;
}

export interface VisitLoadResult {
  ms: number[];
  statuses: Record<string, number>;
  elapsedMs: number;
}

async function runLoad(job: VisitLoadJob): Promise<VisitLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.lanes.length });
  const url = new URL(job.url);
  const ms: number[] = [];
  const statuses: Record<string, number> = {};
  const post = (body: string) =>
    new Promise<void>((resolve, reject) => {
      const begin = performance.now();
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: job.cookie,
            'x-xsrf-token': 'bench',
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            ms.push(performance.now() - begin);
            let key = String(response.statusCode);
            try {
              const code = (JSON.parse(Buffer.concat(chunks).toString()) as { code?: string }).code;
              if (code) key += ` ${code}`;
            } catch {}
            statuses[key] = (statuses[key] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const started = performance.now();
  if (job.ratePerSecond) {
    const rate = job.ratePerSecond;
    const bodies = job.lanes.flatMap((lane, index) =>
      lane.map((body, step) => ({ body, order: step * job.lanes.length + index })),
    );
    bodies.sort((a, b) => a.order - b.order);
    await Promise.all(
      bodies.map(
        ({ body }, index) =>
          new Promise<void>((resolve, reject) => {
            const due = started + (index * 1000) / rate;
            setTimeout(() => post(body).then(resolve, reject), Math.max(0, due - performance.now()));
          }),
      ),
    );
  } else {
    await Promise.all(
      job.lanes.map(async (bodies) => {
        for (const body of bodies) await post(body);
      }),
    );
  }
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { ms, statuses, elapsedMs };
}

if (parentPort) {
  const port = parentPort;
  runLoad(workerData as VisitLoadJob).then(
    (result) => port.postMessage(result),
    (error: unknown) => port.postMessage({ error: String(error) }),
  );
}
