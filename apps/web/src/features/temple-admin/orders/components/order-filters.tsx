import { ORDER_STATUSES, PaymentMode } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { DatePickerField } from '../../../../ui/date-picker-field.tsx';
import { SelectField } from '../../../../ui/form-field.tsx';
import { ListFilters } from '../../../../ui/list-filters.tsx';
import { paymentModeKey } from '../order-labels.ts';
import type { OrderFilterName } from '../order-list-query.ts';

/**
 * The transaction list's search (booking no, mobile, devotee name), order dates, status, payment, type;
 * values are the address's strings ('' = any).
 */
export function OrderFilters({
  searchText,
  onSearch,
  filters,
  onChange,
  showSelects = true,
}: {
  searchText: string;
  onSearch: (text: string) => void;
  filters: Partial<Record<OrderFilterName, string>>;
  onChange: (changes: Partial<Record<OrderFilterName, string | null>>) => void;
  /** false: search and dates only (a report whose list is already one kind of order). */
  showSelects?: boolean;
}) {
  const { t } = useTranslation();
  const from = filters.from || null;
  const to = filters.to || null;
  return (
    <ListFilters
      search={{
        label: t('templeOrders.filters.search'),
        placeholder: t('templeOrders.filters.searchPlaceholder'),
        value: searchText,
        onChange: onSearch,
      }}
    >
      <DatePickerField
        label={t('templeOrders.filters.from')}
        value={from}
        max={to}
        onChange={(date) => onChange({ from: date })}
        placeholder={t('templeOrders.filters.anyDate')}
      />
      <DatePickerField
        label={t('templeOrders.filters.to')}
        value={to}
        min={from}
        onChange={(date) => onChange({ to: date })}
        placeholder={t('templeOrders.filters.anyDate')}
      />
      {from !== null || to !== null ? (
        <Button variant="ghost" onClick={() => onChange({ from: null, to: null })}>
          {t('templeOrders.filters.clearDates')}
        </Button>
      ) : null}
      {showSelects ? (
        <>
          <SelectField
            label={t('templeOrders.filters.status')}
            value={filters.status ?? ''}
            onChange={(event) => onChange({ status: event.target.value })}
          >
            <option value="">{t('templeOrders.filters.anyStatus')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`orders.status.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('templeOrders.filters.paymentMode')}
            value={filters.paymentMode ?? ''}
            onChange={(event) => onChange({ paymentMode: event.target.value })}
          >
            <option value="">{t('templeOrders.filters.anyPaymentMode')}</option>
            {Object.values(PaymentMode).map((mode) => (
              <option key={mode} value={mode}>
                {t(paymentModeKey(mode))}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('templeOrders.filters.type')}
            value={filters.type ?? ''}
            onChange={(event) => onChange({ type: event.target.value })}
          >
            <option value="">{t('templeOrders.filters.anyType')}</option>
            <option value="online">{t('templeOrders.type.online')}</option>
            <option value="counter">{t('templeOrders.type.counter')}</option>
          </SelectField>
        </>
      ) : null}
    </ListFilters>
  );
}
