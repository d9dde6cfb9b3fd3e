import { MessageType, type VqSlotTemplate } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/display-dates.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { todayIn, useTempleTimeZone } from '../../../lib/time-zone.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card } from '../../../ui/page.tsx';
import { useSaveVqSlotTemplate, useVqSlotTemplates } from '../api/vq-slot-templates.ts';
import { SlotForm } from './slot-form.tsx';

function whenOf(slot: VqSlotTemplate, t: (key: string) => string): string {
  return slot.date ? formatDisplayDate(slot.date) : t(`vqAdmin.weekday.${slot.weekday}`);
}

function SlotRow({
  templeId,
  slot,
  canManage,
}: {
  templeId: number;
  slot: VqSlotTemplate;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const save = useSaveVqSlotTemplate(templeId);
  const [isEditing, setIsEditing] = useState(false);
  const when = whenOf(slot, t);

  const toggle = async () => {
    const text = slot.isActive ? t('vqAdmin.slots.confirmDisable', { when, time: slot.startTime }) : null;
    if (text && !(await alert.ask(MessageType.Confirm, text, { submitText: t('vqAdmin.slots.disable') })))
      return;
    save.mutate(
      {
        kind: 'update',
        id: slot.id,
        input: {
          startTime: slot.startTime,
          endTime: slot.endTime,
          capacity: slot.capacity,
          maxPartySize: slot.maxPartySize,
          label: slot.label,
          isActive: !slot.isActive,
        },
      },
      { onError: (failure) => alert.show(MessageType.Error, errorText(failure)) },
    );
  };

  if (isEditing) {
    return (
      <li className="p-4">
        <p className="mb-3 font-semibold">{when}</p>
        <SlotForm templeId={templeId} slot={slot} onDone={() => setIsEditing(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="slot-row">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">
          {when} · {slot.startTime} – {slot.endTime}
          {slot.label ? ` · ${slot.label}` : ''}
        </p>
        <p className="text-sm text-stone-600">
          {t('vqAdmin.slots.summary', { capacity: slot.capacity, party: slot.maxPartySize })}
          {slot.isActive ? '' : ` · ${t('vqAdmin.disabled')}`}
        </p>
      </div>
      {canManage ? (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            {t('vqAdmin.edit')}
          </Button>
          <Button
            variant={slot.isActive ? 'ghost' : 'secondary'}
            isBusy={save.isPending}
            onClick={() => void toggle()}
          >
            {slot.isActive ? t('vqAdmin.slots.disable') : t('vqAdmin.slots.enable')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** spec virtual-queue-slot-settings: the weekly slots and the slots of single dates. */
export function SlotList({ templeId, canManage }: { templeId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const timeZone = useTempleTimeZone();
  const [from] = useState(() => todayIn(timeZone));
  const slots = useVqSlotTemplates(templeId, from);
  const [isAdding, setIsAdding] = useState(false);
  if (slots.isPending) return <Loading />;
  if (slots.isError) return <ErrorMessage error={slots.error} onRetry={() => void slots.refetch()} />;
  const weekly = slots.data.items
    .filter((slot) => slot.weekday !== null)
    .sort((a, b) => (a.weekday ?? 0) - (b.weekday ?? 0) || a.startTime.localeCompare(b.startTime));
  const dated = slots.data.items.filter((slot) => slot.date !== null);
  const group = (title: string, items: VqSlotTemplate[], empty: string) => (
    <Card isPadded={false}>
      <h3 className="border-b border-stone-100 px-4 py-3 font-semibold text-stone-900">{title}</h3>
      {items.length === 0 ? (
        <p className="p-4 text-stone-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {items.map((slot) => (
            <SlotRow key={slot.id} templeId={templeId} slot={slot} canManage={canManage} />
          ))}
        </ul>
      )}
    </Card>
  );
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('vqAdmin.slots.title')}</h2>
        {canManage && !isAdding ? (
          <Button onClick={() => setIsAdding(true)}>{t('vqAdmin.slots.add')}</Button>
        ) : null}
      </div>
      {isAdding ? (
        <Card>
          <SlotForm
            templeId={templeId}
            slot={null}
            plan={slots.data.items}
            onDone={() => setIsAdding(false)}
          />
        </Card>
      ) : null}
      {slots.data.total === 0 ? <Notice>{t('vqAdmin.slots.none')}</Notice> : null}
      {group(t('vqAdmin.slots.weekly'), weekly, t('vqAdmin.slots.noWeekly'))}
      {group(t('vqAdmin.slots.dated'), dated, t('vqAdmin.slots.noDated'))}
    </section>
  );
}
