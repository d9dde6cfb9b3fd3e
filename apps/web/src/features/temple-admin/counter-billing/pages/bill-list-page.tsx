import {
  COUNTER_BILL_STATUSES,
  COUNTER_PAYMENT_METHODS,
  type CounterBillListQuery,
  type CounterBillSummary,
  formatInstantDateTime,
  formatRupees,
  MessageType,
} from '@nivedya/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../../lib/api-client.ts';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button, ButtonLink, buttonClass } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { SelectField, TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { printErrorMessage } from '../../../printing/print-error.ts';
import { printReceipt } from '../../../printing/print-receipt.ts';
import { usePrintingWords } from '../../../printing/use-printing-words.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useCounterBills } from '../api/find-counter-bills.ts';
import { counterBillQueryOptions } from '../api/get-counter-bill.ts';
import { CancelBillDialog } from '../components/cancel-bill-dialog.tsx';

const PAGE_SIZE = 20;

interface Filters {
  q: string;
  fromDate: string;
  toDate: string;
  paymentMode: string;
  status: string;
}

const NO_FILTERS: Filters = { q: '', fromDate: '', toDate: '', paymentMode: '', status: '' };

function toQuery(filters: Filters, offset: number): CounterBillListQuery {
  const query: CounterBillListQuery = { offset, limit: PAGE_SIZE };
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.fromDate) query.fromDate = filters.fromDate;
  if (filters.toDate) query.toDate = filters.toDate;
  const mode = COUNTER_PAYMENT_METHODS.find((method) => method === filters.paymentMode);
  if (mode) query.paymentMode = mode;
  const status = COUNTER_BILL_STATUSES.find((value) => value === filters.status);
  if (status) query.status = status;
  return query;
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
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const [cancelling, setCancelling] = useState<CounterBillSummary | null>(null);
  const debouncedFilters = useDebouncedValue(filters);
  const bills = useCounterBills(templeId, toQuery(debouncedFilters, offset));
  const set = (field: keyof Filters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [field]: event.target.value }));
    setOffset(0);
  };
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <>
      <Card className="mb-4">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr] lg:items-end">
          <div className="col-span-2 lg:col-span-1">
            <TextField
              label={t('counter.list.search')}
              type="search"
              value={filters.q}
              placeholder={t('counter.list.searchPlaceholder')}
              onChange={set('q')}
            />
          </div>
          <TextField
            label={t('counter.list.from')}
            type="date"
            value={filters.fromDate}
            onChange={set('fromDate')}
          />
          <TextField
            label={t('counter.list.to')}
            type="date"
            value={filters.toDate}
            min={filters.fromDate || undefined}
            onChange={set('toDate')}
          />
          <SelectField
            label={t('counter.list.paymentMode')}
            value={filters.paymentMode}
            onChange={set('paymentMode')}
          >
            <option value="">{t('counter.list.any')}</option>
            {COUNTER_PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`counter.payment.${method}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('counter.list.status')} value={filters.status} onChange={set('status')}>
            <option value="">{t('counter.list.any')}</option>
            {COUNTER_BILL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`counter.status.${status}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {isFiltered ? (
          <Button variant="ghost" className="mt-3" onClick={() => setFilters(NO_FILTERS)}>
            {t('counter.list.clear')}
          </Button>
        ) : null}
      </Card>
      {bills.isPending ? (
        <Loading />
      ) : bills.isError ? (
        <ErrorMessage error={bills.error} onRetry={() => void bills.refetch()} />
      ) : bills.data.items.length === 0 ? (
        <Card>
          <p className="text-stone-700">{isFiltered ? t('counter.list.noMatch') : t('counter.list.empty')}</p>
          {!isFiltered ? (
            <ButtonLink to="/counter-billing" className="mt-3">
              {t('counter.newBill')}
            </ButtonLink>
          ) : null}
        </Card>
      ) : (
        <Card isPadded={false}>
          <ul className="divide-y divide-stone-100" aria-busy={bills.isFetching || undefined}>
            {bills.data.items.map((bill) => (
              <BillRow key={bill.id} templeId={templeId} bill={bill} onCancel={setCancelling} />
            ))}
          </ul>
          <div className="px-4 pb-4">
            <Pager offset={offset} limit={PAGE_SIZE} total={bills.data.total} onChange={setOffset} />
          </div>
        </Card>
      )}
      {cancelling ? (
        <CancelBillDialog templeId={templeId} bill={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </>
  );
}

/**
 * spec bill-list: the temple's counter bills, newest first: search by bill number, devotee or mobile,
 * dates, payment mode and status; open a bill, reprint it with this device's printer, cancel it with
 * a reason.
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
