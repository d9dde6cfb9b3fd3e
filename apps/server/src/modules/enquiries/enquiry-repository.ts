import type { Executor } from '../../db/client.ts';
import { enquiries } from '../../db/schema/index.ts';

export async function insertEnquiry(
  db: Executor,
  values: {
    userId: number | null;
    name: string;
    email: string | null;
    mobile: string | null;
    subject: string;
    message: string;
    now: Date;
  },
): Promise<{ id: number; status: string }> {
  const { now, ...fields } = values;
  const rows = await db
    .insert(enquiries)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: enquiries.id, status: enquiries.status });
  return rows[0]!;
}
