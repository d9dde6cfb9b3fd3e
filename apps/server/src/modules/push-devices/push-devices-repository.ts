import type { PushDeviceType } from '@nivedya/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushTokens } from '../../db/schema/index.ts';

/**
 * Stores a device's token as this user's (or as a device without a login): a token already stored
 * moves to its new owner, as the device now belongs to whoever logged in on it. Answers its id.
 */
export async function upsertPushToken(
  db: Executor,
  device: { token: string; deviceType: PushDeviceType; userId: number | null; now: Date },
): Promise<number> {
  const rows = await db
    .insert(pushTokens)
    .values({
      token: device.token,
      deviceType: device.deviceType,
      userId: device.userId,
      createdAt: device.now,
      updatedAt: device.now,
      lastSeenAt: device.now,
    })
    .onConflictDoUpdate({
      target: pushTokens.token,
      set: {
        userId: device.userId,
        deviceType: device.deviceType,
        updatedAt: device.now,
        lastSeenAt: device.now,
      },
    })
    .returning({ id: pushTokens.id });
  return rows[0]!.id;
}

/** The token a device replaced, if it was this user's or nobody's: another account's is left alone. */
export async function deleteReplacedPushToken(db: Executor, token: string, userId: number): Promise<void> {
  await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.token, token), or(eq(pushTokens.userId, userId), isNull(pushTokens.userId))));
}

export async function deletePushToken(db: Executor, token: string): Promise<void> {
  await db.delete(pushTokens).where(eq(pushTokens.token, token));
}
