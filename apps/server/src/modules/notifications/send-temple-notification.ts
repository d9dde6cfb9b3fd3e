import {
  DomainError,
  NOTIFICATION_SCHEDULE_MAX_DAYS,
  type NotificationBroadcast,
  type SendTempleNotificationInput,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { isSevaOfTemple } from '../catalogue-management/index.ts';
import { getTempleProfile } from '../temples/index.ts';
import { audienceOfInput, segmentOf } from './broadcast-audience.ts';
import { findNotificationBroadcast } from './find-notification-broadcasts.ts';
import {
  type AudienceOf,
  countAudience,
  insertBroadcast,
  selectAudienceIds,
  selectBroadcast,
} from './notifications-repository.ts';
import { BROADCAST_CHUNK, sendBroadcastChunk } from './send-due-broadcasts.ts';

const DAY_MS = 86_400_000;

function invalid(field: string, message: string): DomainError {
  return new DomainError('VALIDATION_FAILED', `${field}: ${message}`, { errors: [{ field, message }] });
}

async function checkAudience(tx: Executor, templeId: number, audience: AudienceOf): Promise<void> {
  if (audience.kind === 'selected') {
    const known = new Set(await selectAudienceIds(tx, templeId, audience));
    const unknown = audience.userIds.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw invalid('audience.userIds', `Not devotees of this temple: ${unknown.join(', ')}`);
    }
  }
  if (audience.kind === 'seva' && !(await isSevaOfTemple(tx, templeId, audience.sevaId))) {
    throw invalid('audience.sevaId', 'No seva of this temple has this id');
  }
}

/**
 * spec notification-send: a message from the temple to a segment of its devotees, now or at a time
 * given. It reaches each of them in their notification list and, through it, on their devices by push;
 * by SMS too when asked, to those who take temple messages by SMS. A small audience sent now is reached
 * in this request; a large or scheduled one by the sending job (send-due-broadcasts.ts), in chunks that
 * survive a restart, with its progress on the broadcast.
 */
export async function sendTempleNotification(
  deps: Pick<AppDeps, 'db' | 'now' | 'sms' | 'broadcasts'>,
  actor: Actor,
  templeId: number,
  input: SendTempleNotificationInput,
): Promise<NotificationBroadcast> {
  const now = deps.now();
  const sendAt = input.sendAt ? new Date(input.sendAt) : now;
  if (sendAt.getTime() > now.getTime() + NOTIFICATION_SCHEDULE_MAX_DAYS * DAY_MS) {
    throw invalid('sendAt', `Schedule it at most ${NOTIFICATION_SCHEDULE_MAX_DAYS} days ahead`);
  }
  if (input.sendAt && sendAt.getTime() < now.getTime() - 60_000) {
    throw invalid('sendAt', 'This time has passed: give a time to come, or send it now');
  }
  const isScheduled = sendAt.getTime() > now.getTime();
  const audience = audienceOfInput(input.audience);
  const broadcastId = await deps.db.transaction(async (tx) => {
    const temple = await getTempleProfile(tx, templeId);
    if (!temple.isNotification) {
      throw new DomainError('FORBIDDEN', 'Notifications are turned off for this temple');
    }
    await checkAudience(tx, templeId, audience);
    const total = await countAudience(tx, templeId, audience);
    if (total === 0 && !isScheduled) {
      throw new DomainError(
        'CONFLICT',
        audience.kind === 'all-devotees'
          ? 'No devotee has booked at or follows this temple yet'
          : 'No devotee is in this audience yet',
      );
    }
    const id = await insertBroadcast(tx, {
      templeId,
      title: input.title,
      body: input.body,
      link: input.link ?? null,
      audience: audience.kind,
      segment: segmentOf(audience),
      status: isScheduled ? 'scheduled' : 'sending',
      sendAt,
      startedAt: isScheduled ? null : now,
      sendSms: input.sendSms,
      recipientsTotal: total,
      sentBy: actor.id,
      createdAt: now,
    });
    if (!isScheduled && total <= BROADCAST_CHUNK) {
      while (
        await sendBroadcastChunk(deps, tx, (await selectBroadcast(tx, id, { forUpdate: true }))!, now)
      ) {}
    }
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: isScheduled ? 'notification.scheduled' : 'notification.sent',
      entity: 'notification-broadcast',
      entityId: id,
      after: {
        title: input.title,
        audience: audience.kind,
        segment: segmentOf(audience),
        sendAt,
        recipients: total,
      },
      ip: actor.ip,
      at: now,
    });
    return id;
  });
  // A large audience sent now goes on in the background from this moment, not at the job's next minute.
  if (!isScheduled) deps.broadcasts.nudge();
  return findNotificationBroadcast(deps.db, templeId, broadcastId);
}
