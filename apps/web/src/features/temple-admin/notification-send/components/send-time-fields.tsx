import { addDays, NOTIFICATION_SCHEDULE_MAX_DAYS } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../../lib/error-text.ts';
import { todayIn, useTempleTimeZone } from '../../../../lib/time-zone.ts';
import { FormDatePicker } from '../../../../ui/form-date-picker.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import type { NotificationForm } from '../notification-form-values.ts';

/** Send now, or schedule it for a day (from the calendar) and a time of the temple's clock. */
export function SendTimeFields({ form }: { form: NotificationForm }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const timeZone = useTempleTimeZone();
  const when = form.watch('when');
  const sendDate = form.watch('sendAt.date');
  const today = todayIn(timeZone);
  const { errors } = form.formState;
  // The API names the sending time as one field; the calendar and the clock each name their own part.
  const sendAtError = fieldMessage(errors.sendAt?.message);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('notificationSend.when')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {(['now', 'later'] as const).map((choice) => (
          <label
            key={choice}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 font-semibold has-focus-visible:outline-3 has-focus-visible:outline-amber-500 ${
              when === choice
                ? 'border-orange-800 bg-orange-50 text-orange-950'
                : 'border-stone-300 bg-white text-stone-900 hover:border-orange-700'
            }`}
          >
            <input
              type="radio"
              value={choice}
              className="size-5 shrink-0 accent-orange-800"
              {...form.register('when')}
            />
            {t(`notificationSend.${choice === 'now' ? 'sendNow' : 'sendLater'}`)}
          </label>
        ))}
      </div>
      {when === 'later' ? (
        <div className="flex flex-col gap-1.5">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormDatePicker
              control={form.control}
              name="sendAt.date"
              label={t('notificationSend.sendDate')}
              min={today}
              max={addDays(today, NOTIFICATION_SCHEDULE_MAX_DAYS)}
              error={sendAtError && !sendDate ? sendAtError : undefined}
            />
            <TextField
              label={t('notificationSend.sendTime')}
              type="time"
              error={sendAtError && sendDate ? sendAtError : undefined}
              {...form.register('sendAt.time')}
            />
          </div>
          {sendAtError ? null : (
            <p className="text-sm text-stone-600">
              {t('notificationSend.scheduleHint', { days: NOTIFICATION_SCHEDULE_MAX_DAYS, zone: timeZone })}
            </p>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
