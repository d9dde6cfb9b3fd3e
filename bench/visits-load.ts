import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { completeResponse } from './http-responses.ts';

/**
 * The load generator of bench/visits.ts, in its own thread so that it does not share the server's
 * event loop: `lanes` gate devices at once, each sending its scans one after another.
 *
 * It shares the machine's two cores with the server and PostgreSQL, so it is a bare keep-alive HTTP/1.1
 * client like booking-load.ts: each request's bytes are built once and written with one call, and a
 * response is read only as far as its status and length (its body only when it is an error, for the
 * code). node:http took ~0.5 ms of CPU per scan here, as much as the server's own work on it.
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

interface Answer {
  status: number;
  body: Buffer;
}

/** One kept-alive connection, one request at a time; opened again when the server closed it between requests. */
function connection(url: URL) {
  let socket: net.Socket | null = null;
  let pending: Buffer = Buffer.alloc(0);
  let waiting: { resolve(answer: Answer): void; reject(error: Error): void } | null = null;

  const open = () => {
    const opened = net.connect(Number(url.port), url.hostname);
    opened.setNoDelay(true);
    opened.on('data', (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const response = completeResponse(pending);
      if (!response || !waiting) return;
      const answered = waiting;
      waiting = null;
      const body = pending.subarray(response.bodyStart, response.end);
      pending = pending.subarray(response.end);
      answered.resolve({ status: response.status, body });
    });
    opened.on('error', (error) => waiting?.reject(error));
    opened.on('close', () => {
      if (socket === opened) socket = null;
      waiting?.reject(new Error('the server closed a connection before it answered'));
      waiting = null;
    });
    return opened;
  };

  return {
    send(request: Buffer): Promise<Answer> {
      socket ??= open();
      const answer = new Promise<Answer>((resolve, reject) => {
        waiting = { resolve, reject };
      });
      socket.write(request);
      return answer;
    },
    close() {
      socket?.end();
    },
  };
}

async function runLoad(job: VisitLoadJob): Promise<VisitLoadResult> {
  const url = new URL(job.url);
  const head = [
    `POST ${url.pathname} HTTP/1.1`,
    `host: ${url.host}`,
    'connection: keep-alive',
    'content-type: application/json',
    `cookie: ${job.cookie}`,
    'x-xsrf-token: bench',
  ].join('\r\n');
  const requestOf = (body: string) =>
    Buffer.from(`${head}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  const ms: number[] = [];
  const statuses: Record<string, number> = {};
  const record = (begin: number, answer: Answer) => {
    ms.push(performance.now() - begin);
    let key = String(answer.status);
    if (answer.status >= 300) {
      try {
        const code = (JSON.parse(answer.body.toString()) as { code?: string }).code;
        if (code) key += ` ${code}`;
      } catch {}
    }
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  const connections = job.lanes.map(() => connection(url));

  const started = performance.now();
  if (job.ratePerSecond) {
    const rate = job.ratePerSecond;
    const requests = job.lanes
      .flatMap((lane, index) =>
        lane.map((body, step) => ({ request: requestOf(body), order: step * job.lanes.length + index })),
      )
      .sort((a, b) => a.order - b.order);
    // As many connections as lanes, like an agent's sockets: a scan due while all are busy waits its turn.
    const free = [...connections];
    const queue: ((taken: ReturnType<typeof connection>) => void)[] = [];
    const take = () =>
      new Promise<ReturnType<typeof connection>>((resolve) => {
        const next = free.pop();
        if (next) resolve(next);
        else queue.push(resolve);
      });
    const give = (done: ReturnType<typeof connection>) => {
      const next = queue.shift();
      if (next) next(done);
      else free.push(done);
    };
    await Promise.all(
      requests.map(
        ({ request }, index) =>
          new Promise<void>((resolve, reject) => {
            const due = started + (index * 1000) / rate;
            setTimeout(
              () => {
                const begin = performance.now();
                take()
                  .then(async (taken) => {
                    record(begin, await taken.send(request));
                    give(taken);
                  })
                  .then(resolve, reject);
              },
              Math.max(0, due - performance.now()),
            );
          }),
      ),
    );
  } else {
    await Promise.all(
      job.lanes.map(async (bodies, index) => {
        const lane = connections[index] as ReturnType<typeof connection>;
        for (const body of bodies) {
          const request = requestOf(body);
          const begin = performance.now();
          record(begin, await lane.send(request));
        }
      }),
    );
  }
  const elapsedMs = performance.now() - started;
  for (const each of connections) each.close();
  return { ms, statuses, elapsedMs };
}

if (parentPort) {
  const port = parentPort;
  runLoad(workerData as VisitLoadJob).then(
    (result) => port.postMessage(result),
    (error: unknown) => port.postMessage({ error: String(error) }),
  );
}
