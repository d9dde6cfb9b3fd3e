import {
  formatDisplayDate,
  MessageType,
  type VqBlock,
  VqBlockInputSchema,
  type VqBlockResult,
} from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { type FieldErrors, issuesByField, serverFieldErrors } from '../admin-forms.ts';
import { useBlockVqSlots, useUnblockVqSlots, useVqBlocks } from '../api/vq-blocks.ts';
import { AdminTemple } from '../components/admin-temple.tsx';
import { CheckField } from '../components/check-field.tsx';

const EMPTY = { date: '', startTime: '', reason: '', cancelBookings: false };

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
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-4" data-testid="block-result">
      <h3 className="font-semibold text-stone-900">
        {t('vqAdmin.blocks.resultTitle', { count: result.bookings.length, cancelled: result.cancelled })}
      </h3>
      {result.bookings.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-stone-50 text-stone-600">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  {t('vqAdmin.report.col.queueNumber')}
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  {t('vqAdmin.report.col.slot')}
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  {t('vqAdmin.report.col.leadName')}
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  {t('vqAdmin.report.col.mobile')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('vqAdmin.report.col.partySize')}
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  {t('vqAdmin.report.col.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {result.bookings.map((booking) => (
                <tr key={booking.id}>
                  <td className="px-3 py-2 font-mono whitespace-nowrap">{booking.queueNumber}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {booking.startTime} – {booking.endTime}
                  </td>
                  <td className="px-3 py-2">{booking.leadName}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{booking.mobile ?? '—'}</td>
                  <td className="px-3 py-2 text-right">{booking.partySize}</td>
                  <td className="px-3 py-2">{t(`vq.status.${booking.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
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

function BlockForm({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const block = useBlockVqSlots(templeId);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<VqBlockResult | null>(null);
  const set = (field: 'date' | 'startTime' | 'reason') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const error = (field: string) => fieldMessage(errors[field]);

  const send = (input: { date: string; startTime?: string; reason: string; cancelBookings: boolean }) =>
    block.mutate(input, {
      onSuccess: (answer) => {
        setResult(answer);
        setValues(EMPTY);
        alert.show(MessageType.Success, t('vqAdmin.blocks.blocked'));
      },
      onError: (failure) => {
        setErrors(serverFieldErrors(failure));
        alert.show(MessageType.Error, errorText(failure));
      },
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = VqBlockInputSchema.safeParse({
      date: values.date,
      ...(values.startTime ? { startTime: values.startTime } : {}),
      reason: values.reason,
      cancelBookings: values.cancelBookings,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    const what = parsed.data.startTime
      ? t('vqAdmin.blocks.theSlot', {
          time: parsed.data.startTime,
          date: formatDisplayDate(parsed.data.date),
        })
      : formatDisplayDate(parsed.data.date);
    const isSure = await alert.ask(MessageType.Confirm, t('vqAdmin.blocks.confirm', { what }), {
      submitText: t('vqAdmin.blocks.block'),
    });
    if (isSure) send(parsed.data);
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
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('vqAdmin.date')}
            type="date"
            value={values.date}
            onChange={set('date')}
            error={errors.date ? (values.date ? error('date') : t('vqAdmin.chooseDate')) : undefined}
          />
          <TextField
            label={t('vqAdmin.blocks.startTime')}
            type="time"
            value={values.startTime}
            onChange={set('startTime')}
            error={error('startTime')}
            hint={t('vqAdmin.blocks.startTimeHint')}
          />
        </div>
        <TextAreaField
          label={t('vqAdmin.blocks.reason')}
          value={values.reason}
          onChange={set('reason')}
          error={error('reason')}
          rows={2}
          maxLength={300}
        />
        <CheckField
          label={t('vqAdmin.blocks.cancelNow')}
          checked={values.cancelBookings}
          onChange={(event) => setValues((current) => ({ ...current, cancelBookings: event.target.checked }))}
        />
        <div className="flex justify-end">
          <Button type="submit" isBusy={block.isPending}>
            {t('vqAdmin.blocks.block')}
          </Button>
        </div>
      </form>
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
        {blocks.isPending ? <Loading /> : null}
        {blocks.isError ? <ErrorMessage error={blocks.error} onRetry={() => void blocks.refetch()} /> : null}
        {blocks.data?.items.length === 0 ? <Notice>{t('vqAdmin.blocks.none')}</Notice> : null}
        {blocks.data && blocks.data.items.length > 0 ? (
          <Card isPadded={false}>
            <ul className="divide-y divide-stone-100">
              {blocks.data.items.map((item) => (
                <BlockRow
                  key={`${item.date}-${item.startTime ?? 'day'}`}
                  templeId={templeId}
                  item={item}
                  canManage={canManage}
                />
              ))}
            </ul>
          </Card>
        ) : null}
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
