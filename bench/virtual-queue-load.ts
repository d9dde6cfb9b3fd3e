import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The load generator of bench/virtual-queue.ts, in its own thread so that it does not share the
 * server's event loop: every devotee at once, each trying their slots in order until one books.
 */

export interface Client {
  cookie: string;
  /** One body per slot, in the order this devotee tries them. */
  bodies: string[];
}

export interface LoadJob {
  url: string;
  clients: Client[];
}

export interface Attempt {
  ms: number;
  status: number;
  code: string | null;
}

export interface LoadResult {
  attempts: Attempt[];
  booked: number;
  elapsedMs: number;
}

async function runLoad(job: LoadJob): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients.length });
  const url = new URL(job.url);
  const attempts: Attempt[] = [];
  let booked = 0;
  const post = (client: Client, body: string) =>
    new Promise<Attempt>((resolve, reject) => {
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
            cookie: client.cookie,
            'x-xsrf-token': 'bench',
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let code: string | null = null;
            try {
              code = (JSON.parse(text) as { code?: string }).code ?? null;
            } catch {}
            resolve({ ms: performance.now() - begin, status: response.statusCode ?? 0, code });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const started = performance.now();
  await Promise.all(
    job.clients.map(async (client) => {
      for (const body of client.bodies) {
        const attempt = await post(client, body);
        attempts.push(attempt);
        if (attempt.status === 201) booked += 1;
        if (attempt.code !== 'VQ_SLOT_FULL') return;
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { attempts, booked, elapsedMs };
}

if (parentPort) {
  const port = parentPort;
  runLoad(workerData as LoadJob).then(
    (result) => port.postMessage(result),
    (error: unknown) => port.postMessage({ error: String(error) }),
  );
}
