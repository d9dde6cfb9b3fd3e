import type { DevoteeName } from '@nivedya/domain';
import { starNameIn } from '@nivedya/domain';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { useDevoteeNames } from '../../../lib/devotee-names.ts';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { StarSelect } from '../../../ui/star-select.tsx';
import { type BookingFormApi, NEXT_DEVOTEE } from './booking-form-schema.ts';

function SavedNames({
  names,
  selectedId,
  onPick,
}: {
  names: readonly DevoteeName[];
  selectedId: number | null;
  onPick: (name: DevoteeName | null) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('booking.savedNames')}</legend>
      <div className="flex flex-wrap gap-2">
        {names.map((name) => (
          <button
            key={name.id}
            type="button"
            aria-pressed={selectedId === name.id}
            onClick={() => onPick(name)}
            className="min-h-11 rounded-full border border-orange-800/30 bg-white px-4 text-left text-sm font-semibold text-orange-950 hover:bg-orange-50 aria-pressed:border-orange-800 aria-pressed:bg-orange-800 aria-pressed:text-white"
          >
            {name.name}
            <span className="ml-1 font-normal opacity-80">· {starNameIn(name.starName, i18n.language)}</span>
          </button>
        ))}
        <button
          type="button"
          aria-pressed={selectedId === null}
          onClick={() => onPick(null)}
          className="min-h-11 rounded-full border border-dashed border-orange-800/40 px-4 text-sm font-semibold text-orange-900 hover:bg-orange-50 aria-pressed:bg-orange-100"
        >
          {t('booking.someoneElse')}
        </button>
      </div>
      <Link to="/add-user-for-booking" className="text-sm font-semibold text-orange-800 hover:underline">
        {t('booking.manageNames')}
      </Link>
    </fieldset>
  );
}

/**
 * For whom: a signed-in devotee picks one of the saved names or types a name and star (and may save
 * them for next time); a guest is offered a login for the saved names.
 */
export function DevoteeFields({ form, isNewLine }: { form: BookingFormApi; isNewLine: boolean }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { user } = useUser();
  const names = useDevoteeNames(user !== null);
  const devoteeNameId = useWatch({ control: form.control, name: 'devoteeNameId' });
  const { errors } = form.formState;
  // A name or star changed by hand is no longer the saved name's.
  const forgetSavedName = () => form.setValue('devoteeNameId', null);

  // A new booking starts with the devotee's default saved name, once the names have come.
  const defaultName = names.data?.items.find((name) => name.isDefault);
  useEffect(() => {
    if (!isNewLine || !defaultName || form.getValues('devoteeName') !== '') return;
    form.setValue('devoteeNameId', defaultName.id);
    form.setValue('devoteeName', defaultName.name);
    form.setValue('starId', defaultName.starId);
  }, [form, isNewLine, defaultName]);

  const pickName = (name: DevoteeName | null) => {
    if (name) {
      form.setValue('devoteeNameId', name.id);
      form.setValue('devoteeName', name.name);
      form.setValue('starId', name.starId);
      form.setValue('saveName', false);
    } else {
      form.setValue('devoteeNameId', NEXT_DEVOTEE.devoteeNameId);
      form.setValue('devoteeName', NEXT_DEVOTEE.devoteeName);
      form.setValue('starId', NEXT_DEVOTEE.starId);
    }
    form.clearErrors(['devoteeName', 'starId']);
  };

  const savedNames = names.data?.items ?? [];
  return (
    <>
      {user && savedNames.length > 0 ? (
        <SavedNames names={savedNames} selectedId={devoteeNameId} onPick={pickName} />
      ) : null}
      {!user ? (
        <p className="text-sm text-stone-700">
          <Link
            to="/login?redirect=/add-user-for-booking"
            className="font-semibold text-orange-800 hover:underline"
          >
            {t('auth.login')}
          </Link>{' '}
          {t('booking.loginForNames')}
        </p>
      ) : null}
      <TextField
        label={t('booking.devoteeName')}
        autoComplete="off"
        maxLength={100}
        error={fieldMessage(errors.devoteeName?.message)}
        {...form.register('devoteeName', { onChange: forgetSavedName })}
      />
      <Controller
        control={form.control}
        name="starId"
        render={({ field, fieldState }) => (
          <StarSelect
            label={t('booking.star')}
            value={field.value}
            onChange={(starId) => {
              field.onChange(starId);
              forgetSavedName();
            }}
            error={fieldMessage(fieldState.error?.message)}
          />
        )}
      />
      {user && devoteeNameId === null ? (
        <label className="flex min-h-11 items-center gap-3 text-stone-800">
          <input type="checkbox" className="size-5 accent-orange-800" {...form.register('saveName')} />
          {t('booking.saveName')}
        </label>
      ) : null}
    </>
  );
}
