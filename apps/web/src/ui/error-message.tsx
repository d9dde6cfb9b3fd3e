import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, NETWORK_ERROR } from '../lib/api-client.ts';
import { useErrorText } from '../lib/error-text.ts';
import { useIsOnline } from '../lib/online-status.ts';
import { Button } from './button.tsx';

/**
 * A failed load or save, said in words, with a retry when one makes sense. A call that failed because
 * the device is offline is not an error of the app: it reads "You are offline…" in the calm tone of the
 * offline banner, and a query behind it loads again by itself when the connection is back.
 */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const isOffline = !useIsOnline() && isApiError(error, NETWORK_ERROR);
  return (
    <div
      role="alert"
      className={`flex flex-col items-start gap-3 rounded-lg border p-4 ${
        isOffline ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-red-200 bg-red-50 text-red-900'
      }`}
    >
      <p>{errorText(error)}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}

export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' }) {
  const toneClass =
    tone === 'success'
      ? 'border-green-200 bg-green-50 text-green-900'
      : 'border-amber-200 bg-amber-50 text-amber-950';
  return (
    <div role="status" className={`rounded-lg border p-4 ${toneClass}`}>
      {children}
    </div>
  );
}
