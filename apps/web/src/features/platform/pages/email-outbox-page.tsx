import type { EmailMessage } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { ListFilters } from '../../../ui/list-filters.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Page } from '../../../ui/page.tsx';
import { useEmailMessages } from '../api/email-outbox.ts';

/**
 * Every e-mail the platform sent (the temple-deletion OTP to a temple's address), newest first. With no
 * mail server configured this is where the e-mails are delivered; with one, a refused e-mail shows the
 * server's answer.
 */
export default function EmailOutboxPage() {
  const { t } = useTranslation();
  const list = useListState();
  const messages = useEmailMessages({
    to: list.query.search || undefined,
    offset: list.offset,
    limit: list.limit,
  });

  const columns: TableColumn<EmailMessage>[] = [
    {
      id: 'sent',
      header: t('emailOutbox.col.sent'),
      cell: (message) => formatInstantDateTime(message.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'to',
      header: t('emailOutbox.col.to'),
      cell: (message) => <span className="font-semibold break-all">{message.toAddress}</span>,
      isRowHeader: true,
    },
    {
      id: 'message',
      header: t('emailOutbox.col.message'),
      phone: 'plain',
      cell: (message) => (
        <div className="flex flex-col gap-1">
          <span className="font-semibold">{message.subject}</span>
          <span className="whitespace-pre-line">{message.body}</span>
        </div>
      ),
    },
    {
      id: 'purpose',
      header: t('emailOutbox.col.purpose'),
      cell: (message) => (
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs whitespace-nowrap text-stone-700">
          {message.purpose}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('emailOutbox.col.status'),
      phone: 'badge',
      cell: (message) =>
        message.status === 'sent' ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs whitespace-nowrap text-green-800">
            {t('emailOutbox.sent', { adapter: message.adapter })}
          </span>
        ) : (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800">
            {t('emailOutbox.failed', { error: message.error ?? '' })}
          </span>
        ),
    },
  ];

  return (
    <Page title={t('emailOutbox.title')} width="wide">
      <p className="mb-4 text-stone-700">{t('emailOutbox.intro')}</p>
      <ListFilters
        search={{
          label: t('emailOutbox.search'),
          value: list.searchText,
          onChange: list.setSearchText,
          inputMode: 'email',
        }}
      />
      <ListResults
        query={messages}
        emptyText={t('emailOutbox.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable
            label={t('emailOutbox.title')}
            columns={columns}
            items={items}
            itemKey={(message) => message.id}
            itemTestId="email-message"
          />
        )}
      </ListResults>
    </Page>
  );
}
