import { formatInstantDateTime, type SmsMessage } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../lib/use-list-state.ts';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { ListFilters } from '../../../ui/list-filters.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Page } from '../../../ui/page.tsx';
import { useSmsMessages } from '../api/find-sms-messages.ts';

/** The server's rule for the mobile filter (SmsOutboxQuerySchema): digits, an optional leading +. */
const MOBILE_DIGITS = /^\+?\d{1,13}$/;

/** spec sms-report (admins): every SMS the platform sent, newest first, by recipient's mobile. */
export default function SmsReportPage() {
  const { t } = useTranslation();
  const list = useListState();
  // People type numbers with spaces ("98765 43210"); the outbox holds digits only.
  const mobile = (list.query.search ?? '').replace(/\s/g, '');
  const isMobileValid = mobile === '' || MOBILE_DIGITS.test(mobile);
  const messages = useSmsMessages({
    mobile: isMobileValid && mobile ? mobile : undefined,
    offset: list.offset,
    limit: list.limit,
  });

  const columns: TableColumn<SmsMessage>[] = [
    {
      id: 'sent',
      header: t('sms.col.sent'),
      cell: (message) => formatInstantDateTime(message.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'mobile',
      header: t('sms.col.mobile'),
      cell: (message) => <span className="font-mono font-semibold">{message.toMobile}</span>,
      isRowHeader: true,
      className: 'whitespace-nowrap',
    },
    { id: 'message', header: t('sms.col.message'), cell: (message) => message.body, phone: 'plain' },
    {
      id: 'purpose',
      header: t('sms.col.purpose'),
      cell: (message) => (
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs whitespace-nowrap text-stone-700">
          {message.purpose}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('sms.col.status'),
      phone: 'badge',
      cell: (message) => (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs whitespace-nowrap text-green-800">
          {message.status}
        </span>
      ),
    },
  ];

  return (
    <Page title={t('sms.title')} helpPage="sms-report" width="wide">
      <ListFilters
        search={{
          label: t('sms.mobile'),
          value: list.searchText,
          onChange: list.setSearchText,
          inputMode: 'tel',
          error: isMobileValid ? undefined : t('sms.mobileInvalid'),
        }}
      />
      <ListResults
        query={messages}
        emptyText={t('sms.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <DataTable
            label={t('sms.title')}
            columns={columns}
            items={items}
            itemKey={(message) => message.id}
            itemTestId="sms-message"
          />
        )}
      </ListResults>
    </Page>
  );
}
