import { type CartLineInput, errorMessage, type SevaDetail } from '@nivedya/domain';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messagesIn } from '../../../i18n/index.ts';
import { useUser } from '../../../lib/auth.ts';
import { addCartLine, type CartLine, replaceCartLine } from '../../../lib/cart-store.ts';
import { currentLanguage, useFieldMessage } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TextAreaField } from '../../../ui/form-field.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useCreateDevoteeName } from '../api/create-devotee-name.ts';
import {
  type BookingRuleWords,
  bookingDefaults,
  bookingFormSchema,
  NEXT_DEVOTEE,
  toNewCartLine,
} from './booking-form-schema.ts';
import { DateChoice } from './date-choice.tsx';
import { DevoteeFields } from './devotee-fields.tsx';
import { PrasadamDeliveryFields } from './prasadam-delivery-fields.tsx';
import { PriceEstimate } from './price-estimate.tsx';
import { QuantityField } from './quantity-field.tsx';

function useBookingRuleWords(): BookingRuleWords {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  return useMemo(() => {
    const messages = messagesIn(language);
    return {
      performDateRequired: errorMessage('PERFORM_DATE_REQUIRED', messages),
      beforeMinPerformDate: errorMessage('BEFORE_MIN_PERFORM_DATE', messages),
      tillDateRequired: t('booking.tillDateRequired'),
      seriesNeedsStar: t('starSeries.needsStar'),
      seriesNeedsDates: t('starSeries.needsDates'),
      // The server's words (issue #11); its English sentence names the seva and the numbers.
      overDailyLimit: (problem) =>
        language === 'en' ? problem.message : errorMessage(problem.code, messages),
    };
  }, [t, language]);
}

/**
 * spec seva-devotee-details: for whom (a saved name or a name and star), when (a date from the
 * calendar only, never before the seva's minimum perform date; "my star days"; a till date for a
 * continuous seva; a listed date for a special pooja), how many, and how the prasadam comes.
 */
export function BookingForm({
  seva,
  editing,
  initialDate,
  onAdded,
}: {
  seva: SevaDetail;
  editing?: CartLine | undefined;
  initialDate: string | null;
  onAdded: (line: CartLine | null, wasEditing: boolean) => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { user } = useUser();
  const createName = useCreateDevoteeName();
  const words = useBookingRuleWords();
  const schema = useMemo(() => bookingFormSchema(seva, words), [seva, words]);
  const form = useSchemaForm(schema, bookingDefaults(seva, editing, initialDate));
  const { errors } = form.formState;

  const submit = async (line: CartLineInput) => {
    let devoteeNameId = line.devoteeNameId;
    // Saving the name is the form's own choice; the cart line only keeps which saved name it is.
    if (user && form.getValues('saveName') && devoteeNameId === undefined) {
      try {
        const saved = await createName.mutateAsync({ name: line.devoteeName, starId: line.starId });
        devoteeNameId = saved.id;
      } catch {
        return;
      }
    }
    const next = toNewCartLine(seva, line, devoteeNameId);
    if (editing) {
      replaceCartLine(editing.tempId, next);
      onAdded(null, true);
    } else {
      onAdded(addCartLine(next), false);
      // Ready for the next devotee: same seva, date and delivery; a new name.
      form.reset({ ...form.getValues(), ...NEXT_DEVOTEE });
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-5">
      <DevoteeFields form={form} isNewLine={!editing} />
      {createName.isError ? <ErrorMessage error={createName.error} /> : null}
      <DateChoice seva={seva} form={form} />
      <Controller
        control={form.control}
        name="quantity"
        render={({ field, fieldState }) => (
          <QuantityField
            value={field.value}
            onChange={field.onChange}
            error={fieldMessage(fieldState.error?.message)}
          />
        )}
      />
      {seva.delivery.isAvailable ? <PrasadamDeliveryFields seva={seva} form={form} /> : null}
      <TextAreaField
        label={t('booking.remarks')}
        maxLength={500}
        className="min-h-20"
        error={fieldMessage(errors.description?.message)}
        {...form.register('description')}
      />
      <PriceEstimate seva={seva} form={form} />
      <Button type="submit" isBusy={createName.isPending} className="w-full text-lg">
        {editing ? t('booking.updateLine') : t('booking.addToCart')}
      </Button>
    </SchemaForm>
  );
}
