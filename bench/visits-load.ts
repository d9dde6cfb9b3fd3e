import { parentPort, workerData } from 'node:worker_threads';
import { type HttpAnswer, type KeptAliveConnection, keptAliveConnection } from './http-responses.ts';

/**
 * The load generator of bench/visits.ts, in its own thread so that it does not share the server's
 * event loop: `lanes` gate devices at once, each sending its scans one after another.
 *
 * It shares the machine's two cores with the server and PostgreSQL, so it is a bare keep-alive HTTP/1.1
 * client like booking-load.ts: each request's bytes are built once and written with one call, and a
 * response is read only as far as its status and length (its body only when it is an error, for the
 * code). node:http took ~0.5 ms of CPU per scan here, as much as the server's own work on it.
 */

/** The request header that numbers a scan. */
export const SCAN_HEADER = 'x-bench-scan';

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
  /** Each scan's time at the gate, by its number (the order of the lanes' bodies, lane after lane). */
  ms: number[];
  statuses: Record<string, number>;
  elapsedMs: number;
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
  // Numbered, so bench/visits.ts can set the server's own time of each scan beside the gate's.
  const requestOf = (body: string, scan: number) =>
    Buffer.from(
      `${head}\r\n${SCAN_HEADER}: ${scan}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  const firstScanOf: number[] = [];
  let scans = 0;
  for (const lane of job.lanes) {
    firstScanOf.push(scans);
    scans += lane.length;
  }
  const ms: number[] = [];
  const statuses: Record<string, number> = {};
  const record = (scan: number, begin: number, answer: HttpAnswer | null) => {
    if (!answer) throw new Error('the server closed a connection before it answered');
    ms[scan] = performance.now() - begin;
    let key = String(answer.status);
    if (answer.status >= 300) {
      try {
        const code = (JSON.parse(answer.body.toString()) as { code?: string }).code;
        if (code) key += ` ${code}`;
      } catch {}
    }
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  const connections = job.lanes.map(() => keptAliveConnection(url));
  await Promise.all(connections.map((each) => each.connect()));

  const started = performance.now();
  if (job.ratePerSecond) {
    const rate = job.ratePerSecond;
    const requests = job.lanes
      .flatMap((lane, index) =>
        lane.map((body, step) => {
          const scan = (firstScanOf[index] ?? 0) + step;
          return { scan, request: requestOf(body, scan), order: step * job.lanes.length + index };
        }),
      )
      .sort((a, b) => a.order - b.order);
    // As many connections as lanes, like an agent's sockets: a scan due while all are busy waits its turn.
    const free = [...connections];
    const queue: ((taken: KeptAliveConnection) => void)[] = [];
    const take = () =>
      new Promise<KeptAliveConnection>((resolve) => {
        const next = free.pop();
        if (next) resolve(next);
        else queue.push(resolve);
      });
    const give = (done: KeptAliveConnection) => {
      const next = queue.shift();
      if (next) next(done);
      else free.push(done);
    };
    await Promise.all(
      requests.map(
        ({ scan, request }, index) =>
          new Promise<void>((resolve, reject) => {
            const due = started + (index * 1000) / rate;
            setTimeout(
              () => {
                const begin = performance.now();
                take()
                  .then(async (taken) => {
                    record(scan, begin, await taken.send(request));
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
        const lane = connections[index] as KeptAliveConnection;
        for (const [step, body] of bodies.entries()) {
          const scan = (firstScanOf[index] ?? 0) + step;
          const request = requestOf(body, scan);
          const begin = performance.now();
          record(scan, begin, await lane.send(request));
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
