import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { getTempleProfile } from '../temples/index.ts';
import { audienceOfStored } from './broadcast-audience.ts';
import {
  type BroadcastRow,
  countAudience,
  insertNotifications,
  lockDueBroadcast,
  selectAudienceChunk,
  selectBroadcast,
  updateBroadcast,
} from './notifications-repository.ts';

/** Devotees reached per transaction: a restart loses at most one chunk's work, which is then redone. */
export const BROADCAST_CHUNK = 1_000;
const SMS_LENGTH = 300;

/**
 * Reaches the broadcast's next chunk of devotees, in user id order after the last one reached, in the
 * caller's transaction (which holds the broadcast's row lock): a notification each, an SMS to those who
 * take temple messages by SMS when the broadcast asks for it, and the progress. Answers false once
 * nobody is left (the broadcast is then sent).
 */
export async function sendBroadcastChunk(
  deps: Pick<AppDeps, 'sms'>,
  tx: Executor,
  broadcast: BroadcastRow,
  now: Date,
): Promise<boolean> {
  const audience = audienceOfStored(broadcast.audience, broadcast.segment);
  if (broadcast.status === 'scheduled') {
    // Counted again at its time: devotees booked or left the segment since it was scheduled.
    const recipientsTotal = await countAudience(tx, broadcast.templeId, audience);
    await updateBroadcast(tx, broadcast.id, { status: 'sending', startedAt: now, recipientsTotal });
  }
  const chunk = await selectAudienceChunk(tx, {
    templeId: broadcast.templeId,
    audience,
    afterUserId: broadcast.lastUserId,
    limit: BROADCAST_CHUNK,
  });
  if (chunk.length === 0) {
    await updateBroadcast(tx, broadcast.id, { status: 'sent', finishedAt: now });
    return false;
  }
  const reached = await insertNotifications(
    tx,
    chunk.map((user) => ({
      userId: user.id,
      templeId: broadcast.templeId,
      title: broadcast.title,
      body: broadcast.body,
      link: broadcast.link,
      sentBy: broadcast.sentById,
      broadcastId: broadcast.id,
      createdAt: now,
    })),
  );
  const bySms = broadcast.sendSms ? chunk.filter((user) => user.mobile && user.templeMessagesBySms) : [];
  if (bySms.length > 0) {
    const temple = await getTempleProfile(tx, broadcast.templeId);
    const body = `${temple.name}: ${broadcast.title} - ${broadcast.body}`.slice(0, SMS_LENGTH);
    await deps.sms.send(
      tx,
      bySms.map((user) => ({
        to: user.mobile!,
        body,
        purpose: 'temple-notification',
        templeId: broadcast.templeId,
      })),
      now,
    );
  }
  await updateBroadcast(tx, broadcast.id, {
    lastUserId: chunk.at(-1)!.id,
    recipients: broadcast.recipients + reached,
    smsSent: broadcast.smsSent + bySms.length,
  });
  return true;
}

export interface BroadcastSendingCounts {
  chunks: number;
  finished: number;
}

/**
 * Sends every broadcast that is due (scheduled for now or earlier, or stopped midway by a restart), a
 * chunk per transaction. Any number of processes may run it at once: each chunk is sent under the
 * broadcast's row lock, and the progress it writes in the same transaction keeps the next from sending
 * to anyone twice. `afterChunk` lets a test stop it midway, as a crash would.
 */
export async function sendDueBroadcasts(
  deps: Pick<AppDeps, 'db' | 'sms'>,
  now: () => Date,
  afterChunk?: (counts: BroadcastSendingCounts) => void,
): Promise<BroadcastSendingCounts> {
  const counts: BroadcastSendingCounts = { chunks: 0, finished: 0 };
  for (;;) {
    const outcome = await deps.db.transaction(async (tx) => {
      const at = now();
      const broadcastId = await lockDueBroadcast(tx, at);
      if (broadcastId === undefined) return 'idle' as const;
      const broadcast = (await selectBroadcast(tx, broadcastId))!;
      return (await sendBroadcastChunk(deps, tx, broadcast, at)) ? ('chunk' as const) : ('finished' as const);
    });
    if (outcome === 'idle') return counts;
    if (outcome === 'chunk') counts.chunks += 1;
    else counts.finished += 1;
    afterChunk?.(counts);
  }
}
