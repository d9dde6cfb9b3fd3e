import { APP_VERSION, isDevotee } from '@nivedya/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { countAppUse, isRatingPromptDue, markRatingPrompted } from '../../../lib/rating-prompt.ts';
import { Button } from '../../../ui/button.tsx';

/**
 * spec §4 rating prompt: after 5 uses, and again for each new version, a devotee is asked to rate the
 * app; the button leads to devotee-check-out. It never covers the screen: a card at the bottom.
 */
export function RatingPrompt() {
  const { t } = useTranslation();
  const { user } = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isDue, setIsDue] = useState(false);
  useEffect(() => {
    countAppUse(APP_VERSION);
    setIsDue(isRatingPromptDue(APP_VERSION));
  }, []);
  if (!isDue || !user || !isDevotee(user.userType) || pathname === '/devotee-check-out') return null;
  const answer = (rateNow: boolean) => {
    markRatingPrompted(APP_VERSION);
    setIsDue(false);
    if (rateNow) void navigate('/devotee-check-out');
  };
  return (
    <aside
      aria-label={t('rating.promptTitle')}
      className="fixed inset-x-3 bottom-[calc(env(safe-area-inset-bottom)+0.75rem)] z-30 mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-orange-200 bg-white p-4 shadow-xl print:hidden"
    >
      <p className="font-serif text-lg font-bold text-orange-950">{t('rating.promptTitle')}</p>
      <p className="text-sm text-stone-700">{t('rating.promptText')}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => answer(false)}>
          {t('rating.notNow')}
        </Button>
        <Button onClick={() => answer(true)}>{t('rating.rateNow')}</Button>
      </div>
    </aside>
  );
}
