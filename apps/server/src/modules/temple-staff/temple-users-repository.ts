import { UserType } from '@nivedya/domain';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { users } from '../../db/schema/index.ts';

const TEMPLE_USER_TYPES = [UserType.TempleAdmin, UserType.TempleStaff];

const templeUserColumns = {
  id: users.id,
  userName: users.userName,
  email: users.email,
  mobile: users.mobile,
  userType: users.userType,
  status: users.status,
  templeId: users.templeId,
  createdAt: users.createdAt,
};

export type TempleUserRow = {
  id: number;
  userName: string;
  email: string | null;
  mobile: string | null;
  userType: number;
  status: number;
  templeId: number | null;
  createdAt: Date;
};

/** The temple's administrators and staff (not deleted), administrators first, then by name. */
export async function selectTempleUsers(
  db: Executor,
  filter: { templeId: number; search?: string | undefined; offset: number; limit: number },
): Promise<{ rows: TempleUserRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(users.templeId, filter.templeId),
    inArray(users.userType, TEMPLE_USER_TYPES),
    isNull(users.deletedAt),
  ];
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(ilike(users.userName, pattern), ilike(users.email, pattern), ilike(users.mobile, pattern)),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(templeUserColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.userType), asc(users.userName), asc(users.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** One administrator or staff user of the temple (not deleted); undefined for anyone else. */
export async function selectTempleUser(
  db: Executor,
  templeId: number,
  userId: number,
): Promise<TempleUserRow | undefined> {
  const rows = await db
    .select(templeUserColumns)
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.templeId, templeId),
        inArray(users.userType, TEMPLE_USER_TYPES),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return rows[0];
}
