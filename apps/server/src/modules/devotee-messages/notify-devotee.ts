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
  const languages = await selectUserLanguages(db, [notice.userId]);
  const { title, body, language } = notice.compose(languages.get(notice.userId ?? 0));
  if (notice.userId !== null) {
    await insertNotifications(db, [
      {
        userId: notice.userId,
        templeId: notice.templeId,
        title,
        body,
        link: notice.link ?? `/devotee-transaction-details?orderId=${notice.orderId}`,
        createdAt: notice.now,
      },
    ]);
  }
  if (notice.mobile) {
    await deps.sms.send(
      db,
      { to: notice.mobile, body, purpose: notice.purpose, templeId: notice.templeId, language },
      notice.now,
    );
  }
}
