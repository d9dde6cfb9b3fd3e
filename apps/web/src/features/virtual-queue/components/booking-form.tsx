import {
  regionalName,
  type VqCalendarSlot,
  VqDevoteeInputSchema,
  type VqTempleDetails,
} from '@nivedya/domain';
import { useEffect } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { BusyRetryNotice } from '../../../ui/busy-retry-notice.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SelectField, TextField } from '../../../ui/form-field.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useBookVqSlot } from '../api/book-vq-slot.ts';

function activeQuestions(details: VqTempleDetails) {
  return details.questions.filter((question) => question.isActive);
}

/** The form's own words; the server checks the same rules again (and the ones only it can). */
function bookingFormSchema(details: VqTempleDetails, answerRequired: string) {
  const idRequired = details.settings.isIdProofRequired;
  const requiredQuestions = activeQuestions(details).filter((question) => question.isRequired);
  return z.object({
    devotees: z.array(
      z
        .object({
          name: VqDevoteeInputSchema.shape.name,
          age: z
            .string()
            .trim()
            .regex(/^\d{1,3}$/, 'Enter the age in years')
            .refine((age) => Number(age) <= 120, 'Enter the age in years'),
          idProofType: z.string(),
          idProofNumber: z.string().trim().max(40),
        })
        .superRefine((devotee, context) => {
          if (idRequired && !devotee.idProofType)
            context.addIssue({ code: 'custom', path: ['idProofType'], message: 'Choose the ID proof' });
          if (idRequired && !devotee.idProofNumber)
            context.addIssue({
              code: 'custom',
              path: ['idProofNumber'],
              message: 'Enter the ID proof number',
            });
        }),
    ),
    answers: z.record(z.string(), z.string()).superRefine((answers, context) => {
      for (const question of requiredQuestions) {
        if (!answers[String(question.id)]?.trim())
          context.addIssue({ code: 'custom', path: [String(question.id)], message: answerRequired });
      }
    }),
  });
}

type BookingFormValues = z.output<ReturnType<typeof bookingFormSchema>>;

const EMPTY_DEVOTEE = { name: '', age: '', idProofType: '', idProofNumber: '' };

export function BookingForm({
  details,
  date,
  slot,
}: {
  details: VqTempleDetails;
  date: string;
  slot: VqCalendarSlot;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const book = useBookVqSlot();
  const questions = activeQuestions(details);
  const form = useSchemaForm(bookingFormSchema(details, t('vq.answerRequired')), {
    devotees: [EMPTY_DEVOTEE],
    answers: {},
  });
  const devotees = useFieldArray({ control: form.control, name: 'devotees' });
  const count = useWatch({ control: form.control, name: 'devotees' }).length;
  const maxParty = Math.min(slot.maxPartySize, Math.max(slot.remaining, 1));
  const { errors } = form.formState;

  // A smaller slot picked after a bigger party was entered keeps only what fits.
  useEffect(() => {
    if (devotees.fields.length > maxParty) {
      devotees.remove(
        Array.from({ length: devotees.fields.length - maxParty }, (_, index) => maxParty + index),
      );
    }
  }, [maxParty, devotees]);

  function setCount(next: number) {
    const current = form.getValues('devotees').length;
    if (next > current) devotees.append(Array.from({ length: next - current }, () => ({ ...EMPTY_DEVOTEE })));
    else if (next < current)
      devotees.remove(Array.from({ length: current - next }, (_, index) => next + index));
  }

  const onSubmit = async (values: BookingFormValues) => {
    try {
      const booking = await book.mutateAsync({
        templeId: details.templeId,
        date,
        startTime: slot.startTime,
        devotees: values.devotees.map((devotee) => ({
          name: devotee.name.trim(),
          age: Number(devotee.age),
          idProofType: devotee.idProofType || null,
          idProofNumber: devotee.idProofNumber.trim() || null,
        })),
        answers: Object.entries(values.answers)
          .filter(([, value]) => value.trim() !== '')
          .map(([questionId, value]) => ({ questionId: Number(questionId), value: value.trim() })),
      });
      navigate(`/devotee-virtual-qdetails?bookingId=${booking.id}`, { replace: true });
    } catch {
      // Shown below from book.error.
    }
  };

  const serverFieldErrors = isApiError(book.error) ? book.error.fieldErrors : [];

  return (
    <SchemaForm form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <SelectField
        label={t('vq.noOfDevotees')}
        value={count}
        onChange={(event) => setCount(Number(event.target.value))}
        hint={t('vq.maxParty', { count: slot.maxPartySize })}
      >
        {Array.from({ length: maxParty }, (_, index) => index + 1).map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
      {devotees.fields.map((field, index) => {
        const devoteeErrors = errors.devotees?.[index];
        return (
          <fieldset key={field.id} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
            <legend className="px-1 font-semibold text-orange-950">
              {t('vq.devoteeN', { n: index + 1 })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-[3fr_1fr]">
              <TextField
                label={t('vq.devoteeName')}
                autoComplete={index === 0 ? 'name' : 'off'}
                error={fieldMessage(devoteeErrors?.name?.message)}
                {...form.register(`devotees.${index}.name`)}
              />
              <TextField
                label={t('vq.age')}
                inputMode="numeric"
                error={fieldMessage(devoteeErrors?.age?.message)}
                {...form.register(`devotees.${index}.age`)}
              />
            </div>
            {details.settings.isIdProofRequired || details.settings.idProofTypes.length > 0 ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <SelectField
                  label={
                    details.settings.isIdProofRequired ? t('vq.idProofType') : t('vq.idProofTypeOptional')
                  }
                  error={fieldMessage(devoteeErrors?.idProofType?.message)}
                  {...form.register(`devotees.${index}.idProofType`)}
                >
                  <option value="">{t('vq.choose')}</option>
                  {details.settings.idProofTypes.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('vq.idProofNumber')}
                  autoComplete="off"
                  error={fieldMessage(devoteeErrors?.idProofNumber?.message)}
                  {...form.register(`devotees.${index}.idProofNumber`)}
                />
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {questions.length > 0 ? (
        <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
          <legend className="px-1 font-semibold text-orange-950">{t('vq.questions')}</legend>
          {questions.map((question) => {
            const label = `${regionalName(question.label, question.labelNarration, i18n.language)}${question.isRequired ? ' *' : ''}`;
            const error = errors.answers?.[String(question.id)]?.message;
            const name = `answers.${question.id}` as const;
            return question.kind === 'choice' ? (
              <SelectField key={question.id} label={label} error={error} {...form.register(name)}>
                <option value="">{t('vq.choose')}</option>
                {question.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </SelectField>
            ) : (
              <TextField
                key={question.id}
                label={label}
                error={error}
                type={question.kind === 'date' ? 'date' : 'text'}
                inputMode={question.kind === 'number' ? 'decimal' : undefined}
                {...form.register(name)}
              />
            );
          })}
        </fieldset>
      ) : null}
      <BusyRetryNotice mutation={book} />
      {book.isError ? (
        <div className="flex flex-col gap-2">
          <ErrorMessage error={book.error} />
          {serverFieldErrors.length > 0 ? (
            <ul className="list-disc pl-5 text-sm text-red-800">
              {serverFieldErrors.map((fieldError) => (
                <li key={`${fieldError.field}-${fieldError.message}`}>{fieldMessage(fieldError.message)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" isBusy={book.isPending} className="w-full text-lg">
        {t('vq.book', { slot: `${slot.startTime} – ${slot.endTime}` })}
      </Button>
      <p className="sr-only" aria-live="polite">
        {book.isError ? errorText(book.error) : ''}
      </p>
    </SchemaForm>
  );
}
