import { SMS_STATUSES, type SmsMessage, type SmsStatus } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { formatInstantDateTime } from '../../../lib/display-dates.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { SelectField } from '../../../ui/form-field.tsx';
import { ListFilters } from '../../../ui/list-filters.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Page } from '../../../ui/page.tsx';
import { useSmsMessages } from '../api/find-sms-messages.ts';

/** The server's rule for the mobile filter (SmsOutboxQuerySchema): digits, an optional leading +. */
const MOBILE_DIGITS = /^\+?\d{1,13}$/;

/** Each status's badge: waiting is amber, on its way or there is green, not there is red. */
const STATUS_BADGE: Record<SmsStatus, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-800',
  delivered: 'bg-green-200 text-green-900',
  undelivered: 'bg-red-100 text-red-800',
  failed: 'bg-red-100 text-red-800',
};

/** The services' own names, the same in every language. */
const PROVIDER_NAMES: Record<string, string> = { msg91: 'MSG91', twilio: 'Twilio' };

function statusOf(text: string): SmsStatus | undefined {
  return (SMS_STATUSES as readonly string[]).includes(text) ? (text as SmsStatus) : undefined;
}

/**
 * spec sms-report (admins): every SMS the platform sent, newest first, by recipient's mobile and status;
 * where each one is (queued for its next try, sent, delivered, failed), through which service, after
 * how many tries, and the provider's words for a failure.
 */
export default function SmsReportPage() {
  const { t } = useTranslation();
  const list = useListState(['status']);
  // People type numbers with spaces ("98765 43210"); the outbox holds digits only.
  const mobile = (list.query.search ?? '').replace(/\s/g, '');
  const isMobileValid = mobile === '' || MOBILE_DIGITS.test(mobile);
  const status = statusOf(list.filters.status);
  const messages = useSmsMessages({
    mobile: isMobileValid && mobile ? mobile : undefined,
    status,
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
        <span
          className={`rounded-full px-2 py-0.5 text-xs whitespace-nowrap ${STATUS_BADGE[message.status]}`}
        >
          {t(`sms.status.${message.status}`)}
        </span>
      ),
    },
    {
      id: 'delivery',
      header: t('sms.col.delivery'),
      phone: 'plain',
      cell: (message) => (
        <div className="flex flex-col gap-0.5 text-sm">
          <span className="whitespace-nowrap text-stone-700">
            {message.adapter === 'outbox'
              ? t('sms.outbox')
              : t('sms.tries', {
                  adapter: PROVIDER_NAMES[message.adapter] ?? message.adapter,
                  count: message.attempts,
                })}
          </span>
          {message.error ? <span className="text-red-800">{message.error}</span> : null}
          {message.nextAttemptAt && message.status === 'queued' ? (
            <span className="whitespace-nowrap text-stone-600">
              {t('sms.nextTry', { time: formatInstantDateTime(message.nextAttemptAt) })}
            </span>
          ) : null}
          {message.deliveredAt ? (
            <span className="whitespace-nowrap text-stone-600">
              {t('sms.deliveredAt', { time: formatInstantDateTime(message.deliveredAt) })}
            </span>
          ) : null}
        </div>
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
      >
        <SelectField
          label={t('sms.statusFilter')}
          value={status ?? ''}
          onChange={(event) => list.setFilters({ status: event.target.value })}
        >
          <option value="">{t('sms.allStatuses')}</option>
          {SMS_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`sms.status.${value}`)}
            </option>
          ))}
        </SelectField>
      </ListFilters>
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
