import pg from 'pg';

export interface OutboxWorkerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorker<Counts> {
  /** Runs one pass now (after the one under way); tests drive delivery with it. */
  runNow(): Promise<Counts>;
  /** Something was queued and its transaction is over: run soon. */
  nudge(): void;
  /** Starts the poll (and with a LISTEN channel, listening for what any process queued). */
  start(): Promise<void>;
  /** Stops waking up and waits for the pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` over an outbox (rows queued by transactions, delivered after their commit): one pass at a
 * time in this process, woken by a nudge, by a NOTIFY on `channel` from whichever process queued (on
 * PostgreSQL), and by a poll for the rest (retries coming due, rows no nudge announced). Claims inside
 * `pass` (FOR UPDATE SKIP LOCKED with a lease) keep the processes from delivering one row twice.
 */
export function createOutboxWorker<Counts>(options: {
  /** Names the outbox in log lines. */
  name: string;
  pass: () => Promise<Counts>;
  /** null: no poll, only nudges (and NOTIFY); what is missed waits for the next nudge or another runner. */
  pollIntervalMs: number | null;
  log: OutboxWorkerLog;
  /** PostgreSQL's URL and the channel to LISTEN on; absent: nudges and the poll only. */
  listen?: { url: string; channel: string } | undefined;
}): OutboxWorker<Counts> {
  const { name, log, listen } = options;
  let chain: Promise<unknown> = Promise.resolve();
  let isNudged = false;
  let isStopped = false;
  let isStarted = false;
  let timer: NodeJS.Timeout | null = null;
  let listener: pg.Client | null = null;
  let connecting: Promise<void> | null = null;

  function runNow(): Promise<Counts> {
    const pass = chain.then(options.pass);
    chain = pass.catch(() => {});
    return pass;
  }

  function runInBackground(): void {
    runNow().catch((error: unknown) => log.error({ err: error }, `${name} delivery pass failed`));
  }

  function nudge(): void {
    if (!isStarted || isStopped || isNudged) return;
    isNudged = true;
    setImmediate(() => {
      isNudged = false;
      runInBackground();
    });
  }

  function connect(url: string, channel: string): Promise<void> {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', () => nudge());
      client.on('error', (error) => {
        log.warn({ err: error }, `${channel} LISTEN connection lost; the poll reconnects`);
        if (listener === client) listener = null;
        void client.end().catch(() => {});
      });
      await client.connect();
      await client.query(`listen ${channel}`);
      if (isStopped) await client.end();
      else listener = client;
    })()
      .catch((error: unknown) => log.warn({ err: error }, `${channel} LISTEN failed; polling`))
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  function schedulePoll(): void {
    if (isStopped || options.pollIntervalMs === null) return;
    timer = setTimeout(async () => {
      if (listen && !listener) await connect(listen.url, listen.channel);
      await runNow().catch((error: unknown) => log.error({ err: error }, `${name} delivery pass failed`));
      schedulePoll();
    }, options.pollIntervalMs);
    timer.unref();
  }

  return {
    runNow,
    nudge,
    async start() {
      if (isStarted) return;
      isStarted = true;
      if (listen) await connect(listen.url, listen.channel);
      // Whatever was queued while no server ran goes now.
      runInBackground();
      schedulePoll();
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await connecting;
      await listener?.end().catch(() => {});
      listener = null;
      await chain;
    },
  };
}
