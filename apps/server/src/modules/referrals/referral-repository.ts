import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { referrals } from '../../db/schema/index.ts';

const columns = {
  id: referrals.id,
  templeName: referrals.templeName,
  place: referrals.place,
  contactPerson: referrals.contactPerson,
  mobile: referrals.mobile,
  remarks: referrals.remarks,
  status: referrals.status,
  createdAt: referrals.createdAt,
};

export interface ReferralRow {
  id: number;
  templeName: string;
  place: string | null;
  contactPerson: string | null;
  mobile: string | null;
  remarks: string | null;
  status: string;
  createdAt: Date;
}

export async function insertReferral(
  db: Executor,
  values: {
    referrerUserId: number;
    templeName: string;
    place: string;
    contactPerson: string | null;
    mobile: string | null;
    remarks: string | null;
    now: Date;
  },
): Promise<ReferralRow> {
  const { now, ...fields } = values;
  const rows = await db
    .insert(referrals)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning(columns);
  return rows[0]!;
}

export async function findReferralsBy(
  db: Executor,
  referrerUserId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ReferralRow[]; total: number }> {
  const where = eq(referrals.referrerUserId, referrerUserId);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(referrals)
      .where(where)
      .orderBy(desc(referrals.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(referrals).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
