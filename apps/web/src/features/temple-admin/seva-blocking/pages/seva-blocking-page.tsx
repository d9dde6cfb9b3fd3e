import { MessageType, type SevaBlocking, type SevaBlockingCreated } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDisplayDate } from '../../../../lib/display-dates.ts';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { FormDatePicker } from '../../../../ui/form-date-picker.tsx';
import { SelectField, TextAreaField } from '../../../../ui/form-field.tsx';
import { ListFilters } from '../../../../ui/list-filters.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { useStaffSevas } from '../../sevas/api/find-staff-sevas.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import {
  type BlockingWhen,
  useAffectedBookings,
  useCreateSevaBlocking,
  useDeleteSevaBlocking,
  useSevaBlockings,
} from '../api/seva-blockings.ts';
import { BLOCKING_FIELDS, BlockingFormSchema, EMPTY_BLOCKING } from '../blocking-form-values.ts';
import { AffectedBookings } from '../components/affected-bookings.tsx';

const PAGE_SIZE = 20;

function dateRange(from: string, to: string): string {
  return from === to ? formatDisplayDate(from) : `${formatDisplayDate(from)} – ${formatDisplayDate(to)}`;
}

function BlockingForm({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const sevas = useStaffSevas(templeId);
  const create = useCreateSevaBlocking(templeId);
  const form = useSchemaForm(BlockingFormSchema, EMPTY_BLOCKING);
  const { errors } = form.formState;
  const [created, setCreated] = useState<SevaBlockingCreated | null>(null);
  const fromDate = form.watch('fromDate');

  const submit = async (input: z.output<typeof BlockingFormSchema>) => {
    const sevaName = sevas.data?.items.find((seva) => seva.id === input.sevaId)?.name;
    const isSure = await alert.ask(
      MessageType.Confirm,
      t('sevaBlocking.confirmBlock', {
        what: sevaName ?? t('sevaBlocking.allSevas'),
        dates: dateRange(input.fromDate, input.toDate),
      }),
      { submitText: t('sevaBlocking.block') },
    );
    if (!isSure) return;
    create.mutate(input, {
      onSuccess: (result) => {
        setCreated(result);
        form.reset(EMPTY_BLOCKING);
        alert.show(MessageType.Success, t('sevaBlocking.blocked'));
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, BLOCKING_FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="font-serif text-lg font-bold text-orange-950">{t('sevaBlocking.newTitle')}</h2>
      <SchemaForm form={form} onSubmit={submit}>
        <SelectField
          label={t('sevaBlocking.seva')}
          error={fieldMessage(errors.sevaId?.message)}
          {...form.register('sevaId')}
          disabled={sevas.isPending}
        >
          <option value="">{t('sevaBlocking.allSevas')}</option>
          {sevas.data?.items.map((seva) => (
            <option key={seva.id} value={seva.id}>
              {seva.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormDatePicker
            control={form.control}
            name="fromDate"
            label={t('sevaBlocking.fromDate')}
            error={fieldMessage(errors.fromDate?.message)}
          />
          <FormDatePicker
            control={form.control}
            name="toDate"
            label={t('sevaBlocking.toDate')}
            min={fromDate || null}
            isClearable
            error={fieldMessage(errors.toDate?.message)}
            hint={t('sevaBlocking.toDateHint')}
          />
        </div>
        <TextAreaField
          label={t('sevaBlocking.reason')}
          error={fieldMessage(errors.reason?.message)}
          {...form.register('reason')}
          rows={2}
          maxLength={300}
          required
        />
        <div className="flex justify-end">
          <Button type="submit" isBusy={create.isPending}>
            {t('sevaBlocking.block')}
          </Button>
        </div>
      </SchemaForm>
      {created ? (
        <div className="flex flex-col gap-2 border-t border-stone-200 pt-4" data-testid="blocking-result">
          <h3 className="font-semibold text-stone-900">
            {t('sevaBlocking.resultTitle', {
              what: created.blocking.seva?.name ?? t('sevaBlocking.allSevas'),
              dates: dateRange(created.blocking.fromDate, created.blocking.toDate),
            })}
          </h3>
          <AffectedBookings
            bookings={created.affectedBookings.items}
            total={created.affectedBookings.total}
          />
        </div>
      ) : null}
    </Card>
  );
}

function AffectedForBlocking({ templeId, blockingId }: { templeId: number; blockingId: number }) {
  const affected = useAffectedBookings(templeId, blockingId);
  if (affected.isPending) return <Loading />;
  if (affected.isError)
    return <ErrorMessage error={affected.error} onRetry={() => void affected.refetch()} />;
  return <AffectedBookings bookings={affected.data.items} total={affected.data.total} />;
}

function BlockingRow({ templeId, blocking }: { templeId: number; blocking: SevaBlocking }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const remove = useDeleteSevaBlocking(templeId);
  const [isShowingAffected, setIsShowingAffected] = useState(false);
  const what = blocking.seva?.name ?? t('sevaBlocking.allSevas');
  const dates = dateRange(blocking.fromDate, blocking.toDate);
  const confirmRemove = async () => {
    const isSure = await alert.ask(MessageType.Confirm, t('sevaBlocking.confirmRemove', { what, dates }), {
      submitText: t('common.delete'),
    });
    if (!isSure) return;
    remove.mutate(blocking.id, {
      onSuccess: () => alert.show(MessageType.Success, t('sevaBlocking.removed')),
      onError: (failure) => alert.show(MessageType.Error, errorText(failure)),
    });
  };
  return (
    <li className="flex flex-col gap-3 p-4" data-testid="seva-blocking">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-stone-900">{what}</p>
          <p className="text-sm text-stone-700">{dates}</p>
          {blocking.reason ? <p className="text-sm text-stone-600">{blocking.reason}</p> : null}
          {blocking.blockedBy ? (
            <p className="text-xs text-stone-500">
              {t('sevaBlocking.blockedBy', { name: blocking.blockedBy.userName })}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
          <Button
            variant="secondary"
            aria-expanded={isShowingAffected}
            onClick={() => setIsShowingAffected((current) => !current)}
          >
            {t('sevaBlocking.showAffected')}
          </Button>
          <Button variant="ghost" onClick={() => void confirmRemove()} isBusy={remove.isPending}>
            {t('common.delete')}
          </Button>
        </div>
      </div>
      {isShowingAffected ? <AffectedForBlocking templeId={templeId} blockingId={blocking.id} /> : null}
    </li>
  );
}

const WHEN_FILTERS: readonly BlockingWhen[] = ['upcoming', 'past', 'all'];

function BlockingList({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const list = useListState(['when'], PAGE_SIZE);
  // No filter in the address means the upcoming blockings, the ones still to act on.
  const when = WHEN_FILTERS.find((each) => each === list.filters.when) ?? 'upcoming';
  const blockings = useSevaBlockings(templeId, when, list.offset, list.limit);
  return (
    <section aria-labelledby="blocking-list-title">
      <h2 id="blocking-list-title" className="mb-3 font-serif text-lg font-bold text-orange-950">
        {t('sevaBlocking.listTitle')}
      </h2>
      <ListFilters>
        <SelectField
          label={t('sevaBlocking.show')}
          value={list.filters.when}
          onChange={(event) => list.setFilters({ when: event.target.value })}
        >
          <option value="">{t('sevaBlocking.upcoming')}</option>
          <option value="past">{t('sevaBlocking.past')}</option>
          <option value="all">{t('sevaBlocking.all')}</option>
        </SelectField>
      </ListFilters>
      <ListResults
        query={blockings}
        emptyText={t('sevaBlocking.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <ul className="divide-y divide-stone-100">
            {items.map((blocking) => (
              <BlockingRow key={blocking.id} templeId={templeId} blocking={blocking} />
            ))}
          </ul>
        )}
      </ListResults>
    </section>
  );
}

/**
 * spec seva-blocking: close one seva or every seva for a date range, with a reason; the bookings
 * already made on those dates are listed to be postponed or refunded. Blockings can be removed.
 */
export default function SevaBlockingPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('sevaBlocking.title')} helpPage="seva-blocking" width="wide">
      <StaffTemple>
        {(templeId) => (
          <div className="flex flex-col gap-6">
            <BlockingForm templeId={templeId} />
            <BlockingList templeId={templeId} />
          </div>
        )}
      </StaffTemple>
    </Page>
  );
}
