import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../../lib/error-text.ts';
import { useMyRights } from '../../../../lib/my-rights.ts';
import { FormDatePicker } from '../../../../ui/form-date-picker.tsx';
import { SelectField, TextField } from '../../../../ui/form-field.tsx';
import { useVqDashboard } from '../../../virtual-queue-admin/api/get-vq-dashboard.ts';
import { useStaffSevas } from '../../sevas/api/find-staff-sevas.ts';
import { AUDIENCE_CHOICES, type AudienceChoice, type NotificationForm } from '../notification-form-values.ts';

const CHOICE_KEYS: Record<AudienceChoice, string> = {
  'all-devotees': 'all',
  'booked-on': 'bookedOn',
  seva: 'seva',
  'queue-slot': 'queueSlot',
};

/** The temple's sevas to choose from, and the pooja date (any, when none is chosen). */
function SevaAudience({ templeId, form }: { templeId: number; form: NotificationForm }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const sevas = useStaffSevas(templeId);
  const error = form.formState.errors.audience?.sevaId?.message;
  const date = form.watch('audience.date');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('notificationSend.seva')}
        error={fieldMessage(error)}
        disabled={sevas.isPending}
        {...form.register('audience.sevaId')}
      >
        <option value="">
          {sevas.isPending ? t('notificationSend.loadingSevas') : t('notificationSend.chooseSeva')}
        </option>
        {sevas.data?.items.map((seva) => (
          <option key={seva.id} value={seva.id}>
            {seva.name}
            {seva.deity ? ` · ${seva.deity.name}` : ''}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-1">
        <FormDatePicker
          control={form.control}
          name="audience.date"
          label={t('notificationSend.sevaDate')}
          error={fieldMessage(form.formState.errors.audience?.date?.message)}
          hint={t('notificationSend.sevaDateHint')}
          placeholder={t('notificationSend.anyDate')}
        />
        {date ? (
          <button
            type="button"
            onClick={() => form.setValue('audience.date', '')}
            className="self-start rounded text-sm font-semibold text-orange-900 underline underline-offset-2 hover:text-orange-950 focus-visible:outline-2 focus-visible:outline-orange-700"
          >
            {t('notificationSend.anyDateInstead')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The queue slots of the chosen day, from the queue dashboard (staff with the gate right); others
 * type the slot's start time.
 */
function QueueSlotAudience({ templeId, form }: { templeId: number; form: NotificationForm }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { can } = useMyRights();
  const date = form.watch('audience.queueSlot.date');
  const mayListSlots = can('gate');
  const day = useVqDashboard(mayListSlots && date ? templeId : null, date || null);
  const error = fieldMessage(form.formState.errors.audience?.queueSlot?.startTime?.message);
  const slots = day.data?.slots ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormDatePicker
        control={form.control}
        name="audience.queueSlot.date"
        label={t('notificationSend.queueDate')}
        error={fieldMessage(form.formState.errors.audience?.queueSlot?.date?.message)}
      />
      {mayListSlots ? (
        <SelectField
          label={t('notificationSend.slot')}
          error={error}
          hint={date && day.isSuccess && slots.length === 0 ? t('notificationSend.noSlots') : undefined}
          disabled={!date || day.isPending}
          {...form.register('audience.queueSlot.startTime')}
        >
          <option value="">
            {date ? t('notificationSend.chooseSlot') : t('notificationSend.dateFirst')}
          </option>
          {slots.map((slot) => (
            <option key={slot.startTime} value={slot.startTime.slice(0, 5)}>
              {t('notificationSend.slotOption', {
                slot: [`${slot.startTime.slice(0, 5)}–${slot.endTime.slice(0, 5)}`, slot.label]
                  .filter(Boolean)
                  .join(' '),
                count: slot.booked,
              })}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          label={t('notificationSend.slotStart')}
          type="time"
          hint={t('notificationSend.slotStartHint')}
          error={error}
          {...form.register('audience.queueSlot.startTime')}
        />
      )}
    </div>
  );
}

/** Who gets the notification: every devotee, or those of a pooja day, a seva or a queue slot. */
export function AudienceFields({
  templeId,
  form,
  hasVirtualQueue,
}: {
  templeId: number;
  form: NotificationForm;
  hasVirtualQueue: boolean;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const kind = form.watch('audience.kind');
  const choices = AUDIENCE_CHOICES.filter((choice) => choice !== 'queue-slot' || hasVirtualQueue);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('notificationSend.audience')}</legend>
      <div className="flex flex-col gap-2">
        {choices.map((choice) => (
          <label
            key={choice}
            className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 has-focus-visible:outline-3 has-focus-visible:outline-amber-500 ${
              kind === choice
                ? 'border-orange-800 bg-orange-50'
                : 'border-stone-300 bg-white hover:border-orange-700'
            }`}
          >
            <input
              type="radio"
              value={choice}
              className="mt-0.5 size-5 shrink-0 accent-orange-800"
              {...form.register('audience.kind')}
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold text-stone-900">
                {t(`notificationSend.audienceChoice.${CHOICE_KEYS[choice]}`)}
              </span>
              <span className="text-sm text-stone-600">
                {t(`notificationSend.audienceHint.${CHOICE_KEYS[choice]}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {kind === 'booked-on' ? (
        <FormDatePicker
          control={form.control}
          name="audience.bookedOn"
          label={t('notificationSend.poojaDate')}
          error={fieldMessage(form.formState.errors.audience?.bookedOn?.message)}
        />
      ) : null}
      {kind === 'seva' ? <SevaAudience templeId={templeId} form={form} /> : null}
      {kind === 'queue-slot' ? <QueueSlotAudience templeId={templeId} form={form} /> : null}
    </fieldset>
  );
}
