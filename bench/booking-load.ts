import net from 'node:net';
import { BUSY_CODE, completeResponse, readProblem, retryDelayMs } from './http-responses.ts';

/**
 * The load generator of bench/booking.ts, a process of its own (forked per run) so that it never shares
 * an event loop with the server: keeps `inFlight` requests going over as many keep-alive connections
 * until `requests` have been answered, and reports each latency and its own CPU time.
 *
 * It shares the machine's two cores with the server and PostgreSQL, so it is kept as lean as an HTTP/1.1
 * client can be: each request's bytes are built once, written with one call, and a response is read
 * only as far as its status and length (Content-Length or chunked). undici costs ~0.35 ms of CPU per
 * checkout here, this ~0.1 ms; everything it saves goes to the server and the database.
 * A 503 BOOKING_BUSY (the server's booking gate) is sent again after the wait it names, as the app
 * does; it is counted apart and its latency is not one of the answers'.
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
  /** 503 BOOKING_BUSY answers, each sent again. */
  busy: number;
}

function requestBytes(job: LoadJob, url: URL): Buffer[] {
  const bodies = job.bodies.length > 0 ? job.bodies : [undefined];
  return bodies.map((body) => {
    const lines = [`${job.method} ${job.path} HTTP/1.1`, `host: ${url.host}`, 'connection: keep-alive'];
    for (const [name, value] of Object.entries(job.headers)) lines.push(`${name}: ${value}`);
    if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
    return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.origin);
  const requests = requestBytes(job, url);
  const latenciesMs: number[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  let busy = 0;

  const connection = () =>
    new Promise<void>((resolve, reject) => {
      let pending: Buffer = Buffer.alloc(0);
      let begin = 0;
      let waiting = false;
      let request: Buffer = Buffer.alloc(0);
      const open = () => {
        const socket = net.connect(Number(url.port), url.hostname);
        socket.setNoDelay(true);
        const next = () => {
          if (sent >= job.requests) {
            socket.end();
            resolve();
            return;
          }
          request = requests[sent % requests.length] as Buffer;
          sent += 1;
          send();
        };
        const send = () => {
          waiting = true;
          begin = performance.now();
          socket.write(request);
        };
        socket.once('connect', next);
        socket.on('data', (chunk: Buffer) => {
          pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
          const response = completeResponse(pending);
          if (!response) return;
          waiting = false;
          const answer = pending.subarray(0, response.end);
          pending = pending.subarray(response.end);
          if (response.status === 503) {
            const head = answer.toString('latin1', 0, response.bodyStart);
            const problem = readProblem({ status: 503, head, body: answer.subarray(response.bodyStart) });
            if (problem.code === BUSY_CODE) {
              busy += 1;
              setTimeout(send, retryDelayMs(problem.retryAfter));
              return;
            }
          }
          latenciesMs.push(performance.now() - begin);
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          next();
        });
        socket.on('error', reject);
        socket.on('close', () => {
          if (waiting) reject(new Error('the server closed a connection before it answered'));
          // The server closed a kept-alive connection between requests: open another and go on.
          else if (sent < job.requests) open();
        });
      };
      open();
    });

  const cpuStart = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: job.inFlight }, connection));
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  return { latenciesMs, statuses, elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000, busy };
}

if (process.send) {
  process.once('message', (job: LoadJob) => {
    run(job).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
    );
  });
}
