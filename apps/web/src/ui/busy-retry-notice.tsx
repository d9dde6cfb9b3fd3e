import { useTranslation } from 'react-i18next';
import { isBusy } from '../lib/retry-while-busy.ts';
import { Notice } from './error-message.tsx';

/** While a booking waits to be sent again because many were booking at once (lib/retry-while-busy.ts). */
export function BusyRetryNotice({ mutation }: { mutation: { isPending: boolean; failureReason: unknown } }) {
  const { t } = useTranslation();
  if (!mutation.isPending || !isBusy(mutation.failureReason)) return null;
  return <Notice>{t('common.busyRetrying')}</Notice>;
}
