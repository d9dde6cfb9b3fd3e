import { DomainError, type NotificationBroadcast, type SendTempleNotificationInput } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { getTempleProfile } from '../temples/index.ts';
import { toBroadcast } from './notification-dto.ts';
import {
  insertBroadcast,
  insertNotifications,
  selectBroadcast,
  selectTempleAudience,
} from './notifications-repository.ts';

const SMS_LENGTH = 300;

/**
 * spec notification-send: a message from the temple to its devotees (those who paid for an order at
 * it or follow it), or to the listed ones among them. Each gets it in their notification list; an SMS
 * too when asked and they have a mobile. Push delivery joins when the push adapter exists.
 */
export async function sendTempleNotification(
  deps: Pick<AppDeps, 'db' | 'now' | 'sms'>,
  actor: Actor,
  templeId: number,
  input: SendTempleNotificationInput,
): Promise<NotificationBroadcast> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const temple = await getTempleProfile(tx, templeId);
    if (!temple.isNotification) {
      throw new DomainError('FORBIDDEN', 'Notifications are turned off for this temple');
    }
    const audience = await selectTempleAudience(tx, templeId);
    let recipients = audience;
    if (input.audience !== 'all-devotees') {
      const wanted = new Set(input.audience.userIds);
      recipients = audience.filter((user) => wanted.has(user.id));
      const known = new Set(recipients.map((user) => user.id));
      const unknown = [...wanted].filter((id) => !known.has(id));
      if (unknown.length > 0) {
        const message = `Not devotees of this temple: ${unknown.join(', ')}`;
        throw new DomainError('VALIDATION_FAILED', `audience.userIds: ${message}`, {
          errors: [{ field: 'audience.userIds', message }],
        });
      }
    }
    if (recipients.length === 0) {
      throw new DomainError('CONFLICT', 'No devotee has booked at or follows this temple yet');
    }
    const withSms = input.sendSms ? recipients.filter((user) => user.mobile !== null) : [];
    const link = input.link ?? null;
    const broadcastId = await insertBroadcast(tx, {
      templeId,
      title: input.title,
      body: input.body,
      link,
      audience: input.audience === 'all-devotees' ? 'all-devotees' : 'selected',
      recipients: recipients.length,
      smsSent: withSms.length,
      sentBy: actor.id,
      createdAt: now,
    });
    await insertNotifications(
      tx,
      recipients.map((user) => ({
        userId: user.id,
        templeId,
        title: input.title,
        body: input.body,
        link,
        sentBy: actor.id,
        broadcastId,
        createdAt: now,
      })),
    );
    const smsBody = `${temple.name}: ${input.title} - ${input.body}`.slice(0, SMS_LENGTH);
    for (const user of withSms) {
      await deps.sms.send(
        tx,
        { to: user.mobile!, body: smsBody, purpose: 'temple-notification', templeId },
        now,
      );
    }
    const broadcast = toBroadcast((await selectBroadcast(tx, broadcastId))!);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'notification.sent',
      entity: 'notification-broadcast',
      entityId: broadcastId,
      after: broadcast,
      ip: actor.ip,
      at: now,
    });
    return broadcast;
  });
}
