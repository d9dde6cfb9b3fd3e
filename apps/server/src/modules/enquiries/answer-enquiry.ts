import {
  DomainError,
  ENQUIRY_REPLIES_MAX,
  type EnquiryDetail,
  type EnquiryReplyInput,
  type EnquiryStatus,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import {
  countReplies,
  type EnquiryRow,
  insertReply,
  selectEnquiry,
  selectReplies,
  updateEnquiryStatus,
} from './enquiry-repository.ts';

/**
 * Whose enquiries a caller answers: a temple's staff their temple's (the route has checked the temple
 * and the right); administrators the platform's, and any temple's, as they read any temple's reports.
 */
export type EnquiryDesk = { templeId: number } | 'platform';

/** The enquiry if it is the desk's; another temple's is "not found", so its existence does not leak. */
async function enquiryAt(db: Executor, desk: EnquiryDesk, enquiryId: number, forUpdate = false) {
  const enquiry = await selectEnquiry(db, enquiryId, forUpdate);
  if (!enquiry || (desk !== 'platform' && enquiry.templeId !== desk.templeId)) {
    throw new DomainError('NOT_FOUND', 'There is no such enquiry');
  }
  return enquiry;
}

async function detailOf(db: Executor, enquiry: EnquiryRow): Promise<EnquiryDetail> {
  const replies = await selectReplies(db, enquiry.id);
  return {
    id: enquiry.id,
    templeId: enquiry.templeId,
    templeName: enquiry.templeName,
    name: enquiry.name,
    email: enquiry.email,
    mobile: enquiry.mobile,
    subject: enquiry.subject,
    message: enquiry.message,
    status: enquiry.status as EnquiryStatus,
    receivedAt: enquiry.createdAt.toISOString(),
    answeredAt: enquiry.repliedAt?.toISOString() ?? null,
    answeredByName: enquiry.answeredByName,
    replies: replies.map((reply) => ({ ...reply, sentAt: reply.sentAt.toISOString() })),
  };
}

/** enquiry-reply: the whole enquiry and its earlier replies. */
export async function getEnquiry(
  deps: Pick<AppDeps, 'db'>,
  desk: EnquiryDesk,
  enquiryId: number,
): Promise<EnquiryDetail> {
  return detailOf(deps.db, await enquiryAt(deps.db, desk, enquiryId));
}

/**
 * enquiry-reply "Send reply by SMS": the reply goes through the SMS adapter to the mobile the enquirer
 * gave, is kept with the enquiry, and the enquiry becomes replied. A closed enquiry takes no more
 * replies, and one enquiry at most ENQUIRY_REPLIES_MAX: past that the office is messaging a person.
 */
export async function replyToEnquiry(
  deps: Pick<AppDeps, 'db' | 'now' | 'sms'>,
  actor: Actor,
  desk: EnquiryDesk,
  enquiryId: number,
  input: EnquiryReplyInput,
): Promise<EnquiryDetail> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const enquiry = await enquiryAt(tx, desk, enquiryId, true);
    if (enquiry.status === 'closed') {
      throw new DomainError('CONFLICT', 'This enquiry is closed; it takes no more replies');
    }
    if (!enquiry.mobile) {
      throw new DomainError(
        'CONFLICT',
        enquiry.email
          ? `This enquiry gave no mobile number to send an SMS to; write to ${enquiry.email}`
          : 'This enquiry gave no mobile number to send an SMS to',
      );
    }
    if ((await countReplies(tx, enquiry.id)) >= ENQUIRY_REPLIES_MAX) {
      throw new DomainError(
        'CONFLICT',
        `This enquiry has had ${ENQUIRY_REPLIES_MAX} replies already; call the enquirer instead`,
      );
    }
    await deps.sms.send(
      tx,
      { to: enquiry.mobile, body: input.message, purpose: 'enquiry-reply', templeId: enquiry.templeId },
      now,
    );
    await insertReply(tx, {
      enquiryId: enquiry.id,
      message: input.message,
      toMobile: enquiry.mobile,
      sentBy: actor.id,
      now,
    });
    await updateEnquiryStatus(tx, enquiry.id, { status: 'replied', reply: input.message, by: actor.id, now });
    const after = await detailOf(tx, (await selectEnquiry(tx, enquiry.id))!);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId: enquiry.templeId,
      action: 'enquiry.replied',
      entity: 'enquiry',
      entityId: enquiry.id,
      before: { status: enquiry.status },
      after: { status: after.status, reply: input.message, toMobile: enquiry.mobile },
      ip: actor.ip,
      at: now,
    });
    return after;
  });
}

/** enquiry-reply "Close without reply": nothing is sent; the enquiry leaves the open ones. */
export async function closeEnquiry(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  desk: EnquiryDesk,
  enquiryId: number,
): Promise<EnquiryDetail> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const enquiry = await enquiryAt(tx, desk, enquiryId, true);
    if (enquiry.status === 'closed') throw new DomainError('CONFLICT', 'This enquiry is closed already');
    await updateEnquiryStatus(tx, enquiry.id, { status: 'closed', by: actor.id, now });
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId: enquiry.templeId,
      action: 'enquiry.closed',
      entity: 'enquiry',
      entityId: enquiry.id,
      before: { status: enquiry.status },
      after: { status: 'closed' },
      ip: actor.ip,
      at: now,
    });
    return detailOf(tx, (await selectEnquiry(tx, enquiry.id))!);
  });
}
