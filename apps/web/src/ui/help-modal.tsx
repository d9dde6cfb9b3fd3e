import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCloseOnBack } from '../lib/back-button.ts';
import { useHelpEntries } from '../lib/help.ts';
import { useMyRights } from '../lib/my-rights.ts';
import { ErrorMessage } from './error-message.tsx';
import { Loading } from './loading.tsx';
import { ModalShell, ModalTitleBar } from './modal.tsx';
import { SafeHtml } from './safe-html.tsx';

/**
 * spec §2 help modal: titled Help, shows the help HTML of the entry whose page name matches; the
 * hardware (or browser) back button closes it before anything else happens.
 */
export default function HelpModal({ pageName, onClose }: { pageName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const help = useHelpEntries(pageName);
  // Administrators holding the content right write and correct the help where they read it.
  const { can } = useMyRights();
  const release = useCloseOnBack(true, onClose);
  const navigate = useNavigate();
  const entry = help.data?.items.find((item) => item.pageName === pageName);
  const editPath = entry
    ? `/help-details?id=${entry.id}`
    : `/help-details?page=${encodeURIComponent(pageName)}`;
  return (
    <ModalShell title={t('help.title')} onDismiss={onClose}>
      <ModalTitleBar title={t('help.title')} onClose={onClose} />
      <div className="min-h-40 flex-1 overflow-y-auto p-5">
        {help.isPending ? <Loading /> : null}
        {help.isError ? <ErrorMessage error={help.error} onRetry={() => void help.refetch()} /> : null}
        {help.isSuccess && entry ? <SafeHtml html={entry.query} /> : null}
        {help.isSuccess && !entry ? <p className="text-stone-700">{t('help.none')}</p> : null}
        {help.isSuccess && can('platform.content') ? (
          <Link
            to={editPath}
            // Close first (taking back the modal's history entry), then go, so back returns here.
            onClick={(event) => {
              event.preventDefault();
              void release().then(() => {
                onClose();
                void navigate(editPath);
              });
            }}
            className="mt-4 inline-block font-semibold text-orange-900 underline"
          >
            {entry ? t('helpAdmin.editThis') : t('helpAdmin.writeThis')}
          </Link>
        ) : null}
      </div>
    </ModalShell>
  );
}
