import { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Rows fetched per round trip while a file is written: enough to keep the database busy, few in memory. */
const BATCH_SIZE = 2_000;

type RawRow = Record<string, unknown>;

export interface RowsInBatches {
  totals: RawRow;
  /** Batches of rows (object mode); the next is fetched only when the last has been taken. */
  batches: Readable;
}

/**
 * Reads a report for a file in one read-only snapshot: the totals first, then every row through a
 * cursor, a batch at a time, as fast as the file's reader takes them. The totals row therefore adds up
 * the rows above it even while bookings are being made. The transaction (and its connection) ends when
 * the last batch is read, or when the download is abandoned.
 */
export function readInBatches(db: Database, query: { totals: SQL; rows: SQL }): Promise<RowsInBatches> {
  let wanted: (() => void) | null = null;
  const wake = () => {
    wanted?.();
    wanted = null;
  };
  const batches = new Readable({ objectMode: true, highWaterMark: 1, read: wake });
  batches.on('close', wake);
  return new Promise((resolve, reject) => {
    let started = false;
    db.transaction(
      async (tx) => {
        const [totals = {}] = ((await tx.execute(query.totals)) as unknown as { rows: RawRow[] }).rows;
        started = true;
        resolve({ totals, batches });
        await tx.execute(sql`declare report_rows no scroll cursor for ${query.rows}`);
        while (!batches.destroyed) {
          const { rows } = (await tx.execute(sql.raw(`fetch ${BATCH_SIZE} from report_rows`))) as unknown as {
            rows: RawRow[];
          };
          if (rows.length === 0) break;
          // A download abandoned while this batch was fetched is destroyed already: its 'close' has
          // been or will be the last event, so wait only for a live reader.
          if (!batches.push(rows) && !batches.destroyed) {
            await new Promise<void>((resume) => (wanted = resume));
          }
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    ).then(
      () => batches.push(null),
      (error: unknown) => {
        if (started) batches.destroy(error as Error);
        else reject(error);
      },
    );
  });
}
