import type { CreateReferralInput, Page, PageQuery, Referral } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { findReferralsBy, insertReferral, type ReferralRow } from './referral-repository.ts';

function toReferral(row: ReferralRow): Referral {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** spec devotee-temple-referring: stored for the platform's team (referance-report). */
export async function referTemple(
  db: Executor,
  input: CreateReferralInput,
  referrer: { userId: number; now: Date },
): Promise<Referral> {
  const row = await insertReferral(db, {
    referrerUserId: referrer.userId,
    templeName: input.templeName,
    place: input.place,
    contactPerson: input.contactPerson ?? null,
    mobile: input.mobile ?? null,
    remarks: input.remarks ?? null,
    now: referrer.now,
  });
  return toReferral(row);
}

export async function findMyReferrals(
  db: Executor,
  userId: number,
  page: PageQuery,
): Promise<Page<Referral>> {
  const { rows, total } = await findReferralsBy(db, userId, page);
  return { items: rows.map(toReferral), total };
}
