import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SafeHtml } from '../../../ui/safe-html.tsx';
import { useHelpEntry } from '../api/get-help-entry.ts';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** spec help-details: one help topic (help-details?id=…), its HTML sanitized. */
export default function HelpDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const entry = useHelpEntry(id);
  return (
    <Page title={entry.data?.title || t('help.title')} showBack>
      <Card>
        {id === null ? (
          <p className="text-stone-700">
            {t('help.pickTopic')}{' '}
            <Link to="/help-list" className="font-semibold text-orange-800 underline">
              {t('help.listTitle')}
            </Link>
          </p>
        ) : null}
        {id !== null && entry.isPending ? <Loading /> : null}
        {entry.isError ? <ErrorMessage error={entry.error} onRetry={() => void entry.refetch()} /> : null}
        {entry.isSuccess ? <SafeHtml html={entry.data.query} /> : null}
      </Card>
    </Page>
  );
}
