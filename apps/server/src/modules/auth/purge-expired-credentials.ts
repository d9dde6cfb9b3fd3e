import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { otps, sessions } from '../../db/schema/index.ts';

/** An expired OTP is kept this long so a code typed just too late still reads as expired, not unknown. */
const EXPIRED_OTP_KEPT_MS = 3_600_000;

/** Sessions past their expiry and OTPs long expired: nothing reads them again. */
export async function purgeExpiredCredentials(
  db: Database,
  now: Date,
): Promise<{ sessions: number; otps: number }> {
  const endedSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ tokenHash: sessions.tokenHash });
  const endedOtps = await db
    .delete(otps)
    .where(lt(otps.expiresAt, new Date(now.getTime() - EXPIRED_OTP_KEPT_MS)))
    .returning({ id: otps.id });
  return { sessions: endedSessions.length, otps: endedOtps.length };
}
