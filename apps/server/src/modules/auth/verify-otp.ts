import { DomainError, type User, UserStatus, UserType, type VerifyOtpInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findUserByEmail, findUserByMobile, insertUser, isActive, toUserDto } from '../users/index.ts';
import { checkOtp, consumeOtp } from './check-otp.ts';
import { createSession, deleteSession, type NewSession } from './session-store.ts';

export interface OtpLogin {
  user: User;
  session: NewSession;
  isNewAccount: boolean;
}

/**
 * Checks a sign-up or login OTP and logs the person in: into their account when the mobile has one,
 * otherwise into a new devotee account made from the optional name, email and password.
 */
export async function verifyOtp(deps: AppDeps, input: VerifyOtpInput, client: ClientInfo): Promise<OtpLogin> {
  const keys = { identifier: `otp:${input.mobile}`, ip: client.ip };
  return deps.rateLimits.guard(
    keys,
    async () => {
      const otp = await checkOtp(deps, {
        mobile: input.mobile,
        purposes: ['login', 'signup'],
        code: input.otp,
      });
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const now = deps.now();
      return deps.db.transaction(async (tx) => {
        await consumeOtp(tx, otp, now);
        let account = await findUserByMobile(tx, input.mobile);
        const isNewAccount = account === null;
        if (account && !isActive(account)) {
          throw new DomainError('FORBIDDEN', 'This account is disabled; please contact the temple office');
        }
        if (!account) {
          if (input.email && (await findUserByEmail(tx, input.email))) {
            throw new DomainError('EMAIL_ALREADY_REGISTERED', 'This email address is already registered');
          }
          account = await insertUser(tx, {
            userName: input.userName ?? 'Devotee',
            email: input.email ?? null,
            mobile: input.mobile,
            passwordHash,
            userType: UserType.Devotee,
            status: UserStatus.Active,
            language: input.language ?? 'en',
            createdAt: now,
            updatedAt: now,
          });
          await writeAuditLog(tx, {
            actorUserId: account.id,
            action: 'account.created',
            entity: 'user',
            entityId: account.id,
            after: {
              userType: account.userType,
              hasEmail: account.email !== null,
              hasPassword: !!passwordHash,
            },
            ip: client.ip,
            at: now,
          });
        }
        if (client.sessionToken) await deleteSession(tx, client.sessionToken);
        const session = await createSession(tx, {
          userId: account.id,
          now,
          ttlDays: deps.config.sessionTtlDays,
          userAgent: client.userAgent,
          ip: client.ip,
        });
        return { user: await toUserDto(tx, account), session, isNewAccount };
      });
    },
    { clearOnSuccess: true },
  );
}
