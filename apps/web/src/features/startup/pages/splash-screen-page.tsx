import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openStorePage } from '../../../lib/app-store.ts';
import { homePathFor } from '../../../lib/auth.ts';
import { PRODUCT_NAME } from '../../../lib/config.ts';
import { Button } from '../../../ui/button.tsx';
import { useStartupResult } from '../use-startup.ts';

/** spec §2/§4: the root opens here; once the startup has run, the user's home replaces it. */
export default function SplashScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const result = useStartupResult();

  useEffect(() => {
    if (result?.kind === 'ready') {
      void navigate(homePathFor(result.user?.userType), { replace: true });
    }
  }, [result, navigate]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-gradient-to-b from-orange-50 to-amber-100 p-8 text-center">
      <img src="/favicon.svg" alt="" width="96" height="96" className="drop-shadow-lg" />
      <div>
        <p className="font-serif text-4xl font-bold text-orange-950">{PRODUCT_NAME}</p>
        <p className="mt-2 text-stone-700">{t('startup.tagline')}</p>
      </div>
      {result?.kind === 'update-required' ? (
        <div className="flex max-w-sm flex-col items-center gap-4" role="alert">
          <p className="text-stone-800">{t('startup.forcedUpdate')}</p>
          <Button onClick={() => void openStorePage()}>{t('startup.update')}</Button>
        </div>
      ) : (
        <div role="status" className="flex items-center gap-3 text-stone-700">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-orange-700 border-t-transparent"
          />
          <span>{t('common.pleaseWait')}</span>
        </div>
      )}
    </main>
  );
}
