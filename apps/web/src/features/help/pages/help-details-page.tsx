import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMyRights } from '../../../lib/my-rights.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SafeHtml } from '../../../ui/safe-html.tsx';
import { useHelpEntry } from '../api/get-help-entry.ts';
import { AdminHelpEditor } from '../components/help-admin.tsx';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * spec help-details: one help topic (help-details?id=…), its HTML sanitized. Administrators holding the
 * content right edit it here, or write a new one (help-details?page=… names the screen).
 */
export default function HelpDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const { can } = useMyRights();
  if (can('platform.content')) {
    return (
      <Page
        title={id === null ? t('helpAdmin.addTitle') : t('helpAdmin.editTitle')}
        helpPage="help-details"
        width="wide"
        showBack
      >
        <AdminHelpEditor id={id} pageName={params.get('page') ?? ''} />
      </Page>
    );
  }
  return <HelpTopic id={id} />;
}

function HelpTopic({ id }: { id: number | null }) {
  const { t } = useTranslation();
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
