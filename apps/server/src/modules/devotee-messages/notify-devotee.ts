import type { Language } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { insertNotifications } from '../notifications/index.ts';
import { selectUserLanguages } from '../users/index.ts';
import type { DevoteeMessage } from './devotee-messages.ts';

export interface DevoteeNotice {
  /** The booking's account; null for a counter bill without one (then only an SMS, if a mobile is known). */
  userId: number | null;
  mobile: string | null;
  templeId: number;
  orderId: number;
  /** The message in the devotee's language (English for a counter bill without an account). */
  compose: (language: Language | undefined) => DevoteeMessage;
  /** What the message is for, as the SMS report lists it. */
  purpose: string;
  /** Where the notification opens; the booking's details when not given. */
  link?: string;
  now: Date;
}

/**
 * Tells the devotee what became of their booking: a notification in their list (opening the booking's
 * details, or `link`) and an SMS, in the caller's transaction, so a rolled-back change tells nobody.
 */
export async function notifyDevotee(deps: Pick<AppDeps, 'sms'>, db: Executor, notice: DevoteeNotice) {
  await notifyDevotees(deps, db, [notice]);
}

/**
 * notifyDevotee for many at once (a blocked day reaching every series on it): their languages read in one
 * query and their notifications written in one insert, whatever their number.
 */
export async function notifyDevotees(
  deps: Pick<AppDeps, 'sms'>,
  db: Executor,
  notices: readonly DevoteeNotice[],
) {
  if (notices.length === 0) return;
  const languages = await selectUserLanguages(
    db,
    notices.map((notice) => notice.userId),
  );
  const messages = notices.map((notice) => ({
    notice,
    ...notice.compose(languages.get(notice.userId ?? 0)),
  }));
  const listed = messages.flatMap(({ notice, title, body }) =>
    notice.userId === null
      ? []
      : [
          {
            userId: notice.userId,
            templeId: notice.templeId,
            title,
            body,
            link: notice.link ?? `/devotee-transaction-details?orderId=${notice.orderId}`,
            createdAt: notice.now,
          },
        ],
  );
  if (listed.length > 0) await insertNotifications(db, listed);
  for (const { notice, body, language } of messages) {
    if (!notice.mobile) continue;
    await deps.sms.send(
      db,
      { to: notice.mobile, body, purpose: notice.purpose, templeId: notice.templeId, language },
      notice.now,
    );
  }
}
