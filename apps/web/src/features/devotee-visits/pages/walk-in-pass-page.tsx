import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../lib/config.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { PublicSheet } from '../../../ui/public-sheet.tsx';
import { useWalkInPass } from '../api/visit-passes.ts';
import { PassCard } from '../components/pass-card.tsx';

/**
 * walk-in-pass/:token: the devotee's walk-in pass, opened from its QR or the SMS without a login. It
 * follows the queue by itself and says when to go in; `?print=1` (the desk's Print) prints it once.
 */
export default function WalkInPassPage() {
  const { t } = useTranslation();
  const token = useParams().token;
  const [search] = useSearchParams();
  const pass = useWalkInPass(token);
  const data = pass.data;
  const isPrint = search.get('print') === '1';
  useEffect(() => {
    document.title = data
      ? `${t('visits.passes.number', { number: data.number })} · ${PRODUCT_NAME}`
      : PRODUCT_NAME;
  }, [data, t]);
  useEffect(() => {
    if (!isPrint || !data) return;
    // Once the QR image is drawn.
    const timer = setTimeout(() => window.print(), 500);
    return () => clearTimeout(timer);
  }, [isPrint, data]);
  return (
    <PublicSheet
      width="max-w-md"
      actions={
        data ? (
          <Button variant="secondary" onClick={() => window.print()}>
            {t('visits.passes.print')}
          </Button>
        ) : null
      }
    >
      <div className="mx-auto flex max-w-md flex-col gap-3">
        {pass.isPending ? <Loading /> : null}
        {pass.isError ? <ErrorMessage error={pass.error} onRetry={() => void pass.refetch()} /> : null}
        {data ? (
          <>
            <PassCard pass={data} />
            {data.status === 'waiting' || data.status === 'called' ? (
              <p className="text-center text-sm text-stone-600 print:hidden">
                {t('visits.passes.followsItself')}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </PublicSheet>
  );
}
