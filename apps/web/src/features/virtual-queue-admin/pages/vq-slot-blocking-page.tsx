import {
  MessageType,
  type VqBlock,
  type VqBlockInput,
  VqBlockInputSchema,
  type VqBlockResult,
  type VqStaffBookingSummary,
} from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckField } from '../../../ui/check-field.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { FormDatePicker } from '../../../ui/form-date-picker.tsx';
import { TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { ListResults } from '../../../ui/list-results.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useBlockVqSlots, useUnblockVqSlots, useVqBlocks } from '../api/vq-blocks.ts';
import { AdminTemple } from '../components/admin-temple.tsx';
import { blankAsUndefined } from '../components/queue-form-schemas.ts';

function BookingsOfBlock({
  result,
  onCancel,
  isBusy,
}: {
  result: VqBlockResult;
  onCancel: () => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  const live = result.bookings.filter((booking) => booking.status === 'booked').length;
  const columns: TableColumn<VqStaffBookingSummary>[] = [
    {
      id: 'queueNumber',
      header: t('vqAdmin.report.col.queueNumber'),
      isRowHeader: true,
      cell: (booking) => <span className="font-mono whitespace-nowrap">{booking.queueNumber}</span>,
    },
    {
      id: 'slot',
      header: t('vqAdmin.report.col.slot'),
      cell: (booking) => `${booking.startTime} – ${booking.endTime}`,
      className: 'whitespace-nowrap',
    },
    { id: 'leadName', header: t('vqAdmin.report.col.leadName'), cell: (booking) => booking.leadName },
    {
      id: 'mobile',
      header: t('vqAdmin.report.col.mobile'),
      cell: (booking) => booking.mobile ?? '—',
      className: 'whitespace-nowrap',
    },
    {
      id: 'partySize',
      header: t('vqAdmin.report.col.partySize'),
      cell: (booking) => booking.partySize,
      isNumeric: true,
    },
    {
      id: 'status',
      header: t('vqAdmin.report.col.status'),
      cell: (booking) => t(`vq.status.${booking.status}`),
      phone: 'badge',
    },
  ];
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-4" data-testid="block-result">
      <h3 className="font-semibold text-stone-900">
        {t('vqAdmin.blocks.resultTitle', { count: result.bookings.length, cancelled: result.cancelled })}
      </h3>
      {result.bookings.length > 0 ? (
        <div className="overflow-hidden rounded-lg border border-stone-200">
          <DataTable
            label={t('vqAdmin.blocks.resultTitle', {
              count: result.bookings.length,
              cancelled: result.cancelled,
            })}
            columns={columns}
            items={result.bookings}
            itemKey={(booking) => booking.id}
          />
        </div>
      ) : null}
      {live > 0 ? (
        <div>
          <Button variant="danger" isBusy={isBusy} onClick={onCancel}>
            {t('vqAdmin.blocks.cancelBookings', { count: live })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const { shape } = VqBlockInputSchema;

/** A blank start time blocks the whole date. */
const BlockFormSchema = VqBlockInputSchema.extend({
  startTime: z.string().transform(blankAsUndefined).pipe(shape.startTime),
});
const BLOCK_FIELDS = ['date', 'startTime', 'reason', 'cancelBookings'] as const;
const EMPTY: z.input<typeof BlockFormSchema> = { date: '', startTime: '', reason: '', cancelBookings: false };

function BlockForm({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const block = useBlockVqSlots(templeId);
  const form = useSchemaForm(BlockFormSchema, EMPTY);
  const { errors } = form.formState;
  const date = form.watch('date');
  const [result, setResult] = useState<VqBlockResult | null>(null);

  const send = (input: VqBlockInput) =>
    block.mutate(input, {
      onSuccess: (answer) => {
        setResult(answer);
        form.reset(EMPTY);
        alert.show(MessageType.Success, t('vqAdmin.blocks.blocked'));
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, BLOCK_FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });

  const submit = async (input: VqBlockInput) => {
    const what = input.startTime
      ? t('vqAdmin.blocks.theSlot', { time: input.startTime, date: formatDisplayDate(input.date) })
      : formatDisplayDate(input.date);
    const isSure = await alert.ask(MessageType.Confirm, t('vqAdmin.blocks.confirm', { what }), {
      submitText: t('vqAdmin.blocks.block'),
    });
    if (isSure) send(input);
  };

  const cancelAll = async () => {
    if (!result) return;
    const isSure = await alert.ask(MessageType.Confirm, t('vqAdmin.blocks.confirmCancel'), {
      submitText: t('vqAdmin.blocks.cancelConfirm'),
    });
    if (!isSure) return;
    send({
      date: result.date,
      ...(result.startTime ? { startTime: result.startTime } : {}),
      reason: result.reason,
      cancelBookings: true,
    });
  };

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="font-serif text-lg font-bold text-orange-950">{t('vqAdmin.blocks.newTitle')}</h2>
      <SchemaForm form={form} onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormDatePicker
            control={form.control}
            name="date"
            label={t('vqAdmin.date')}
            error={
              errors.date ? (date ? fieldMessage(errors.date.message) : t('vqAdmin.chooseDate')) : undefined
            }
          />
          <TextField
            label={t('vqAdmin.blocks.startTime')}
            type="time"
            error={fieldMessage(errors.startTime?.message)}
            hint={t('vqAdmin.blocks.startTimeHint')}
            {...form.register('startTime')}
          />
        </div>
        <TextAreaField
          label={t('vqAdmin.blocks.reason')}
          error={fieldMessage(errors.reason?.message)}
          {...form.register('reason')}
          rows={2}
          maxLength={300}
        />
        <CheckField label={t('vqAdmin.blocks.cancelNow')} {...form.register('cancelBookings')} />
        <div className="flex justify-end">
          <Button type="submit" isBusy={block.isPending}>
            {t('vqAdmin.blocks.block')}
          </Button>
        </div>
      </SchemaForm>
      {result ? (
        <BookingsOfBlock result={result} onCancel={() => void cancelAll()} isBusy={block.isPending} />
      ) : null}
    </Card>
  );
}

function BlockRow({ templeId, item, canManage }: { templeId: number; item: VqBlock; canManage: boolean }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const unblock = useUnblockVqSlots(templeId);
  const what = item.startTime
    ? t('vqAdmin.blocks.theSlot', { time: item.startTime, date: formatDisplayDate(item.date) })
    : formatDisplayDate(item.date);
  const remove = async () => {
    const isSure = await alert.ask(MessageType.Confirm, t('vqAdmin.blocks.confirmRemove', { what }), {
      submitText: t('vqAdmin.blocks.remove'),
    });
    if (!isSure) return;
    unblock.mutate(
      { date: item.date, ...(item.startTime ? { startTime: item.startTime } : {}) },
      {
        onSuccess: () => alert.show(MessageType.Success, t('vqAdmin.blocks.removed')),
        onError: (failure) => alert.show(MessageType.Error, errorText(failure)),
      },
    );
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="block-row">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">
          {formatDisplayDate(item.date)} ·{' '}
          {item.startTime ? `${item.startTime} – ${item.endTime}` : t('vqAdmin.blocks.wholeDay')}
        </p>
        <p className="text-sm text-stone-600">
          {item.reason ?? '—'}
          {item.liveBookings > 0
            ? ` · ${t('vqAdmin.blocks.live', { count: item.liveBookings, devotees: item.liveDevotees })}`
            : ''}
        </p>
      </div>
      {canManage ? (
        <Button variant="secondary" isBusy={unblock.isPending} onClick={() => void remove()}>
          {t('vqAdmin.blocks.remove')}
        </Button>
      ) : null}
    </li>
  );
}

function Blocks({ templeId, canManage }: { templeId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const blocks = useVqBlocks(templeId);
  return (
    <div className="flex flex-col gap-6">
      {canManage ? <BlockForm templeId={templeId} /> : null}
      <section className="flex flex-col gap-3">
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('vqAdmin.blocks.listTitle')}</h2>
        <ListResults query={blocks} emptyText={t('vqAdmin.blocks.none')}>
          {(items) => (
            <ul className="divide-y divide-stone-100">
              {items.map((item) => (
                <BlockRow
                  key={`${item.date}-${item.startTime ?? 'day'}`}
                  templeId={templeId}
                  item={item}
                  canManage={canManage}
                />
              ))}
            </ul>
          )}
        </ListResults>
      </section>
    </div>
  );
}

/** spec virtual-queue-slot-blocking: block a date or a slot with a reason; see and cancel its bookings. */
export default function VqSlotBlockingPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('vqAdmin.blocks.pageTitle')} helpPage="virtual-queue-slot-blocking" showBack width="wide">
      <AdminTemple>
        {(templeId, canManage) => <Blocks templeId={templeId} canManage={canManage} />}
      </AdminTemple>
    </Page>
  );
}
