import {
  COUNTER_BILL_STATUSES,
  COUNTER_PAYMENT_METHODS,
  type CounterBillListQuery,
  type CounterBillSummary,
  formatRupees,
  isIsoDate,
  MessageType,
} from '@nivedya/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../../lib/api-client.ts';
import { formatInstantDateTime } from '../../../../lib/display-dates.ts';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { useMediaQuery, WIDE_SCREEN } from '../../../../lib/use-media-query.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button, ButtonLink, buttonClass } from '../../../../ui/button.tsx';
import { DatePickerField } from '../../../../ui/date-picker-field.tsx';
import { FileDownloads } from '../../../../ui/file-downloads.tsx';
import { SelectField } from '../../../../ui/form-field.tsx';
import { ListFilters } from '../../../../ui/list-filters.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import { Page } from '../../../../ui/page.tsx';
import { TotalsPanel } from '../../../../ui/totals-panel.tsx';
import { printErrorMessage } from '../../../printing/print-error.ts';
import { printReceipt } from '../../../printing/print-receipt.ts';
import { usePrintingWords } from '../../../printing/use-printing-words.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useCounterBills } from '../api/find-counter-bills.ts';
import { counterBillQueryOptions } from '../api/get-counter-bill.ts';
import { billsFileUrl, billTotalsFigures, isOneDay } from '../bill-totals.ts';
import { CancelBillDialog } from '../components/cancel-bill-dialog.tsx';

const PAGE_SIZE = 20;
const BILL_FILTERS = ['fromDate', 'toDate', 'paymentMode', 'status'] as const;

/** The list's query as bill-list takes it: the search is `q`, and a filter the address got wrong is left out. */
function toBillQuery(
  query: { search?: string; offset: number; limit: number },
  filters: Record<(typeof BILL_FILTERS)[number], string>,
): CounterBillListQuery {
  const billQuery: CounterBillListQuery = { offset: query.offset, limit: query.limit };
  if (query.search) billQuery.q = query.search;
  if (isIsoDate(filters.fromDate)) billQuery.fromDate = filters.fromDate;
  if (isIsoDate(filters.toDate)) billQuery.toDate = filters.toDate;
  const mode = COUNTER_PAYMENT_METHODS.find((method) => method === filters.paymentMode);
  if (mode) billQuery.paymentMode = mode;
  const status = COUNTER_BILL_STATUSES.find((value) => value === filters.status);
  if (status) billQuery.status = status;
  return billQuery;
}

function BillRow({
  templeId,
  bill,
  onCancel,
}: {
  templeId: number;
  bill: CounterBillSummary;
  onCancel: (bill: CounterBillSummary) => void;
}) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const alert = useAlert();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [isPrinting, setIsPrinting] = useState(false);
  const reprint = async () => {
    setIsPrinting(true);
    try {
      const full = await queryClient.fetchQuery(counterBillQueryOptions(templeId, bill.id));
      await printReceipt(full.receipt);
    } catch (error) {
      const message = isApiError(error)
        ? errorText(error)
        : t(printErrorMessage(error).key, printErrorMessage(error).values);
      alert.show(MessageType.Error, message);
    } finally {
      setIsPrinting(false);
    }
  };
  const isCancelled = bill.status === 'cancelled';
  return (
    <li
      className="grid gap-x-4 gap-y-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
      data-testid="counter-bill"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            to={`/billing?id=${bill.id}`}
            className="font-mono font-semibold text-orange-900 underline underline-offset-4"
          >
            {bill.orderNumber}
          </Link>
          <span className="text-sm text-stone-600">{formatInstantDateTime(bill.createdAt, timeZone)}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              isCancelled ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900'
            }`}
          >
            {t(`counter.status.${bill.status}`, { defaultValue: bill.status })}
          </span>
        </p>
        <p className="truncate text-stone-900">{bill.devoteeNames.join(', ')}</p>
        <p className="text-sm text-stone-600">
          {[
            t(`counter.payment.${bill.paymentMode}`),
            bill.paymentReference,
            bill.mobile,
            t('counter.list.poojas', { count: bill.numberOfPoojas }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {isCancelled && bill.cancelReason ? (
          <p className="text-sm text-red-800">
            {t('counter.bill.cancelReason', { reason: bill.cancelReason })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <span className="basis-full text-lg font-bold tabular-nums sm:mr-2 sm:basis-auto">
          {formatRupees(bill.totalAmount)}
        </span>
        <Link to={`/billing?id=${bill.id}`} className={buttonClass('ghost')}>
          {t('counter.list.open')}
          <span className="sr-only"> {bill.orderNumber}</span>
        </Link>
        <Button variant="secondary" onClick={() => void reprint()} isBusy={isPrinting}>
          {t('counter.list.reprint')}
          <span className="sr-only"> {bill.orderNumber}</span>
        </Button>
        {!isCancelled ? (
          <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => onCancel(bill)}>
            {t('counter.list.cancel')}
            <span className="sr-only"> {bill.orderNumber}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function BillList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  usePrintingWords();
  const list = useListState(BILL_FILTERS, PAGE_SIZE);
  const [cancelling, setCancelling] = useState<CounterBillSummary | null>(null);
  const billQuery = toBillQuery(list.query, list.filters);
  const bills = useCounterBills(templeId, billQuery);
  const isWide = useMediaQuery(WIDE_SCREEN);
  const totals = bills.data && bills.data.total > 0 ? bills.data.totals : null;
  const totalsPanel = (variant: 'card' | 'bar') =>
    totals ? (
      <TotalsPanel
        title={t(
          isOneDay(billQuery.fromDate, billQuery.toDate) ? 'counter.list.dayTotals' : 'counter.list.totals',
        )}
        figures={billTotalsFigures(totals, t)}
        variant={variant}
        testId="bill-totals"
      />
    ) : null;
  const { filters } = list;
  const isFiltered = list.searchText.trim() !== '' || Object.values(filters).some(Boolean);
  const clear = () => {
    list.setSearchText('');
    list.setFilters({ fromDate: null, toDate: null, paymentMode: null, status: null });
  };
  return (
    <>
      <ListFilters
        search={{
          label: t('counter.list.search'),
          placeholder: t('counter.list.searchPlaceholder'),
          value: list.searchText,
          onChange: list.setSearchText,
        }}
      >
        <DatePickerField
          label={t('counter.list.from')}
          value={filters.fromDate || null}
          max={filters.toDate || null}
          onChange={(date) => list.setFilters({ fromDate: date })}
          onClear={() => list.setFilters({ fromDate: '' })}
        />
        <DatePickerField
          label={t('counter.list.to')}
          value={filters.toDate || null}
          min={filters.fromDate || null}
          onChange={(date) => list.setFilters({ toDate: date })}
          onClear={() => list.setFilters({ toDate: '' })}
        />
        <SelectField
          label={t('counter.list.paymentMode')}
          value={filters.paymentMode}
          onChange={(event) => list.setFilters({ paymentMode: event.target.value })}
        >
          <option value="">{t('counter.list.any')}</option>
          {COUNTER_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`counter.payment.${method}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('counter.list.status')}
          value={filters.status}
          onChange={(event) => list.setFilters({ status: event.target.value })}
        >
          <option value="">{t('counter.list.any')}</option>
          {COUNTER_BILL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`counter.status.${status}`)}
            </option>
          ))}
        </SelectField>
        {isFiltered ? (
          <Button variant="ghost" onClick={clear}>
            {t('counter.list.clear')}
          </Button>
        ) : null}
      </ListFilters>
      <div className="mb-4 flex justify-end">
        <FileDownloads
          label={t('counter.list.download')}
          hrefOf={(format) => billsFileUrl(templeId, billQuery, format)}
          wordOf={(format) => t(`counter.list.downloadAs.${format}`)}
        />
      </div>
      {!isWide ? totalsPanel('card') : null}
      <ListResults
        query={bills}
        emptyText={
          isFiltered ? (
            t('counter.list.noMatch')
          ) : (
            <>
              {t('counter.list.empty')}
              <ButtonLink to="/counter-billing" className="mt-3 flex w-fit">
                {t('counter.newBill')}
              </ButtonLink>
            </>
          )
        }
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <ul className="divide-y divide-stone-100">
            {items.map((bill) => (
              <BillRow key={bill.id} templeId={templeId} bill={bill} onCancel={setCancelling} />
            ))}
          </ul>
        )}
      </ListResults>
      {isWide ? totalsPanel('bar') : null}
      {cancelling ? (
        <CancelBillDialog templeId={templeId} bill={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </>
  );
}

/**
 * spec bill-list: the temple's counter bills, newest first: search by bill number, devotee or mobile,
 * dates, payment mode and status; the totals of every bill selected (the day's, for one day) and
 * its CSV, XLSX and PDF; open a bill, reprint it with this device's printer, cancel it with a reason.
 */
export default function BillListPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('counter.list.title')}
      helpPage="bill-list"
      width="wide"
      actions={<ButtonLink to="/counter-billing">{t('counter.newBill')}</ButtonLink>}
    >
      <StaffTemple>{(templeId) => <BillList templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
