import { type TempleRight, UserType } from '@nivedya/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userRights, users } from '../../db/schema/index.ts';

/**
 * What the demo counter staff may do at their temple (spec §6 UserRights), so the temple screens can
 * be tried as staff: the daily work, not the catalogue's deities, refunds or messages to devotees.
 */
export const DEMO_STAFF_RIGHTS: readonly TempleRight[] = [
  'sevas.manage',
  'availability.manage',
  'blocking.manage',
  'events.manage',
  'content.manage',
  'devotees.read',
  'reports.read',
  'billing',
  'approvals',
  'gate',
];

/** Grants the demo staff accounts (matched by email) their rights; rights already there stay. */
export async function seedDemoStaffRights(
  db: Executor,
  staffEmails: readonly string[],
  now: Date,
): Promise<void> {
  for (const email of staffEmails) {
    const [staff] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), eq(users.userType, UserType.TempleStaff), isNull(users.deletedAt)))
      .limit(1);
    if (!staff) continue;
    await db
      .insert(userRights)
      .values(DEMO_STAFF_RIGHTS.map((right) => ({ userId: staff.id, right, createdAt: now })))
      .onConflictDoNothing({ target: [userRights.userId, userRights.right] });
  }
}
