import {
  DomainError,
  ERROR_MESSAGES,
  isLanguage,
  type Language,
  type User,
  UserStatus,
  UserType,
} from '@nivedya/domain';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import { temples, users } from '../../db/schema/index.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { Identifier } from '../../lib/identifier.ts';

/**
 * The only file that speaks SQL to the users table. The auth and account modules reach users through
 * these functions; each takes an executor so the caller chooses the transaction.
 */

export type UserRow = typeof users.$inferSelect;
type NewUserRow = typeof users.$inferInsert;

export function toUser(row: UserRow, templeTimeZone: string | null): User {
  return {
    id: row.id,
    userName: row.userName,
    email: row.email,
    mobile: row.mobile,
    whatsapp: row.whatsapp,
    address: row.address,
    userType: row.userType,
    templeId: row.templeId,
    templeTimeZone: row.templeId === null ? null : templeTimeZone,
    language: isLanguage(row.language) ? row.language : 'en',
    templeMessagesBySms: row.templeMessagesBySms,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The zones of these temples, so a temple user's screens can show the temple's clock (ARCHITECTURE rule 8). */
async function selectTempleTimeZones(db: Executor, templeIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(templeIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: temples.id, timeZone: temples.timeZone })
    .from(temples)
    .where(inArray(temples.id, ids));
  return new Map(rows.map((row) => [row.id, row.timeZone]));
}

/** Users as the API shows them: each with their temple's zone, looked up in one query. */
export async function toUserDtos(db: Executor, rows: UserRow[]): Promise<User[]> {
  const zones = await selectTempleTimeZones(
    db,
    rows.flatMap((row) => (row.templeId === null ? [] : [row.templeId])),
  );
  return rows.map((row) => toUser(row, row.templeId === null ? null : (zones.get(row.templeId) ?? null)));
}

export async function toUserDto(db: Executor, row: UserRow): Promise<User> {
  const [user] = await toUserDtos(db, [row]);
  if (!user) throw new Error('toUserDtos returns one user per row');
  return user;
}

/** A unique-index violation becomes the coded error a person can act on. */
function duplicateError(error: unknown): DomainError | null {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === null) return null;
  if (constraint === 'users_email_unique') {
    return new DomainError('EMAIL_ALREADY_REGISTERED', 'This email address is already registered');
  }
  if (constraint === 'users_mobile_unique') {
    return new DomainError('MOBILE_ALREADY_REGISTERED', 'This mobile number is already registered');
  }
  return new DomainError('CONFLICT', ERROR_MESSAGES.CONFLICT);
}

const notDeleted = () => isNull(users.deletedAt);

export async function findUserById(db: Executor, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The account (active or disabled, never deleted) that holds this mobile number. */
export async function findUserByMobile(db: Executor, mobile: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), notDeleted()))
    .limit(1);
  return rows[0] ?? null;
}

/** Emails are unique case-insensitively (users_email_unique is on lower(email)). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, notDeleted()))
    .limit(1);
  return rows[0] ?? null;
}

export function findUserByIdentifier(db: Executor, identifier: Identifier): Promise<UserRow | null> {
  return identifier.kind === 'email'
    ? findUserByEmail(db, identifier.value)
    : findUserByMobile(db, identifier.value);
}

export function isActive(row: UserRow): boolean {
  return row.status === UserStatus.Active && row.deletedAt === null;
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  try {
    const rows = await db.insert(users).values(values).returning();
    const row = rows[0];
    if (!row) throw new Error('insert into users returned no row');
    return row;
  } catch (error) {
    throw duplicateError(error) ?? error;
  }
}

export async function updateUser(
  db: Executor,
  id: number,
  changes: Partial<
    Pick<
      NewUserRow,
      | 'userName'
      | 'email'
      | 'mobile'
      | 'whatsapp'
      | 'address'
      | 'passwordHash'
      | 'status'
      | 'userType'
      | 'templeId'
    >
  > & {
    updatedAt: Date;
  },
): Promise<UserRow> {
  try {
    const rows = await db.update(users).set(changes).where(eq(users.id, id)).returning();
    const row = rows[0];
    if (!row) throw new DomainError('NOT_FOUND', 'No user has this id');
    return row;
  } catch (error) {
    throw duplicateError(error) ?? error;
  }
}

/** spec delete-account: the row stays for the orders that point at it, with nothing that identifies a person. */
export async function anonymiseUser(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      userName: 'Deleted user',
      email: null,
      mobile: null,
      whatsapp: null,
      address: null,
      landLine: null,
      latitude: null,
      longitude: null,
      passwordHash: null,
      status: UserStatus.Deleted,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}

export async function findUserPage(
  db: Executor,
  query: {
    search?: string | undefined;
    userType?: number | undefined;
    status?: number | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [notDeleted()];
  if (query.userType !== undefined) conditions.push(eq(users.userType, query.userType));
  if (query.status !== undefined) conditions.push(eq(users.status, query.status));
  if (query.search) {
    const pattern = containing(query.search);
    const matches = or(
      ilike(users.userName, pattern),
      ilike(users.email, pattern),
      ilike(users.mobile, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Active administrators (type 1) other than `exceptUserId`: the platform must always keep one. */
export async function countOtherActiveAdmins(db: Executor, exceptUserId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.userType, UserType.Admin),
        eq(users.status, UserStatus.Active),
        notDeleted(),
        sql`${users.id} <> ${exceptUserId}`,
      ),
    );
  return rows[0]?.n ?? 0;
}

/** Whether a temple (not deleted) has this id, for accounts that belong to one. */
export async function templeExists(db: Executor, templeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: temples.id })
    .from(temples)
    .where(and(eq(temples.id, templeId), sql`${temples.status} <> 2`))
    .limit(1);
  return rows.length > 0;
}

/** The language each of these users chose, for the messages written to them; English for any not found. */
export async function selectUserLanguages(
  db: Executor,
  userIds: readonly (number | null)[],
): Promise<Map<number, Language>> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, isLanguage(row.language) ? row.language : 'en']));
}

/** The language of the account holding this mobile, if any. */
export async function selectLanguageOfMobile(db: Executor, mobile: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.mobile, mobile), isNull(users.deletedAt)))
    .limit(1);
  return row && isLanguage(row.language) ? row.language : null;
}
