import { ORDER_STATUS_VALUES, PaymentMode } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { DatePickerField } from '../../../../ui/date-picker-field.tsx';
import { SelectField, TextField } from '../../../../ui/form-field.tsx';
import { Card } from '../../../../ui/page.tsx';
import { paymentModeKey } from '../order-labels.ts';

export interface OrderFilterValues {
  search: string;
  from: string | null;
  to: string | null;
  status: string;
  paymentMode: string;
  type: string;
}

export const NO_ORDER_FILTERS: OrderFilterValues = {
  search: '',
  from: null,
  to: null,
  status: '',
  paymentMode: '',
  type: '',
};

/** The transaction list's search (booking no, mobile, devotee name), order dates, status, payment, type. */
export function OrderFilters({
  values,
  onChange,
  showSelects = true,
}: {
  values: OrderFilterValues;
  onChange: (values: OrderFilterValues) => void;
  /** false: search and dates only (a report whose list is already one kind of order). */
  showSelects?: boolean;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<OrderFilterValues>) => onChange({ ...values, ...change });
  const hasDates = values.from !== null || values.to !== null;
  return (
    <Card className="mb-4 flex flex-col gap-4">
      <TextField
        label={t('templeOrders.filters.search')}
        type="search"
        value={values.search}
        placeholder={t('templeOrders.filters.searchPlaceholder')}
        onChange={(event) => set({ search: event.target.value })}
      />
      <div className="grid grid-cols-2 items-end gap-3 sm:gap-4 lg:grid-cols-[1fr_1fr_auto]">
        <DatePickerField
          label={t('templeOrders.filters.from')}
          value={values.from}
          max={values.to}
          onChange={(from) => set({ from })}
          placeholder={t('templeOrders.filters.anyDate')}
        />
        <DatePickerField
          label={t('templeOrders.filters.to')}
          value={values.to}
          min={values.from}
          onChange={(to) => set({ to })}
          placeholder={t('templeOrders.filters.anyDate')}
        />
        {hasDates ? (
          <Button
            variant="ghost"
            className="col-span-2 lg:col-span-1"
            onClick={() => set({ from: null, to: null })}
          >
            {t('templeOrders.filters.clearDates')}
          </Button>
        ) : null}
      </div>
      {showSelects ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          <SelectField
            label={t('templeOrders.filters.status')}
            value={values.status}
            onChange={(event) => set({ status: event.target.value })}
          >
            <option value="">{t('templeOrders.filters.anyStatus')}</option>
            {ORDER_STATUS_VALUES.map((status) => (
              <option key={status} value={status}>
                {t(`orders.status.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('templeOrders.filters.paymentMode')}
            value={values.paymentMode}
            onChange={(event) => set({ paymentMode: event.target.value })}
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
            value={values.type}
            onChange={(event) => set({ type: event.target.value })}
          >
            <option value="">{t('templeOrders.filters.anyType')}</option>
            <option value="online">{t('templeOrders.type.online')}</option>
            <option value="counter">{t('templeOrders.type.counter')}</option>
          </SelectField>
        </div>
      ) : null}
    </Card>
  );
}
