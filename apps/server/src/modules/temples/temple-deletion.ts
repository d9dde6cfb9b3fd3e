import {
  DomainError,
  formatRupees,
  localDateTime,
  type TempleDeletionResult,
  type TempleDeletionStarted,
  TempleStatus,
  type VerifyTempleDeletionInput,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { checkOtp, consumeOtp, issueOtp } from '../auth/index.ts';
import {
  disableTempleAccounts,
  selectLinesToPerform,
  selectMoneyNotSettled,
} from './platform-temples-repository.ts';
import { selectTempleRow, updateTempleRow } from './temple-profile-repository.ts';

/**
 * spec §4 temple deletion, in two steps (POST /Temple?tid&Mobile&Email, then GET /Temple?Id&DeleteOtp):
 * an OTP goes by SMS to the temple's own mobile (and by e-mail to its address where set), so that a temple is never deleted without its office
 * knowing; the OTP then deletes it. A temple that still owes devotees a seva, or whose money is not
 * settled, is disabled instead (hidden, its data kept) and the answer says why.
 */
export async function startTempleDeletion(
  deps: Pick<AppDeps, 'db' | 'config' | 'sms' | 'email' | 'now' | 'rateLimits'>,
  actor: Actor,
  templeId: number,
): Promise<TempleDeletionStarted> {
  const temple = await selectTempleRow(deps.db, templeId);
  if (!temple) throw new DomainError('NOT_FOUND', 'No temple with this id');
  if (!temple.mobile) {
    throw new DomainError(
      'VALIDATION_FAILED',
      "The temple has no mobile number for the deletion OTP; add the temple's mobile first",
    );
  }
  const sent = await issueOtp(deps, {
    mobile: temple.mobile,
    purpose: 'delete-temple',
    ip: actor.ip,
    templeId,
    email: temple.email
      ? { to: temple.email, subject: `${deps.config.productName}: OTP to delete ${temple.name}` }
      : null,
  });
  return { sentTo: sent.sentTo, emailedTo: sent.emailedTo, expiresInSeconds: sent.expiresInSeconds };
}

export async function verifyTempleDeletion(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  actor: Actor,
  templeId: number,
  input: VerifyTempleDeletionInput,
): Promise<TempleDeletionResult> {
  const temple = await selectTempleRow(deps.db, templeId);
  if (!temple) throw new DomainError('NOT_FOUND', 'No temple with this id');
  if (!temple.mobile) throw new DomainError('OTP_INVALID', 'No OTP is waiting for this temple; start again');
  const otp = await checkOtp(deps, { mobile: temple.mobile, purposes: ['delete-temple'], code: input.otp });
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await consumeOtp(tx, otp, now);
    const today = localDateTime(now, temple.timeZone).date;
    const [toPerform, money] = await Promise.all([
      selectLinesToPerform(tx, templeId, today),
      selectMoneyNotSettled(tx, templeId),
    ]);
    const blockers: TempleDeletionResult['blockers'] = [];
    if (toPerform.count > 0) {
      blockers.push({
        reason: 'bookings-to-perform',
        count: toPerform.count,
        amount: toPerform.amount,
        message: `${toPerform.count} paid seva bookings (${formatRupees(toPerform.amount)}) are still to be performed from ${today}`,
      });
    }
    const unsettledCount = money.payments.count + money.refunds.count;
    if (unsettledCount > 0) {
      const parts = [
        money.payments.count > 0
          ? `${money.payments.count} online payments (${formatRupees(money.payments.amount)}) not yet settled to the temple`
          : null,
        money.refunds.count > 0
          ? `${money.refunds.count} refunds (${formatRupees(money.refunds.amount)}) still open`
          : null,
      ].filter((part) => part !== null);
      blockers.push({
        reason: 'money-not-settled',
        count: unsettledCount,
        amount: money.payments.amount + money.refunds.amount,
        message: parts.join('; '),
      });
    }
    const outcome = blockers.length > 0 ? 'disabled' : 'deleted';
    await updateTempleRow(tx, templeId, {
      status: outcome === 'deleted' ? TempleStatus.Deleted : TempleStatus.Disabled,
      updatedAt: now,
    });
    const disabledAccounts = outcome === 'deleted' ? await disableTempleAccounts(tx, templeId, now) : [];
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: outcome === 'deleted' ? 'temple.deleted' : 'temple.disabled-instead-of-deleted',
      entity: 'temple',
      entityId: templeId,
      before: { status: temple.status },
      after: {
        status: outcome === 'deleted' ? TempleStatus.Deleted : TempleStatus.Disabled,
        blockers,
        disabledAccounts,
      },
      ip: actor.ip,
      at: now,
    });
    return { outcome, blockers };
  });
}
