import { CreateEnquiryInputSchema, ENQUIRY_NEEDS_CONTACT, type User } from '@nivedya/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useUser } from '../../../lib/auth.ts';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { OptionalEmailSchema, OptionalMobileSchema } from '../../../lib/form-schemas.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useCreateEnquiry } from '../api/create-enquiry.ts';

const { name, subject, message } = CreateEnquiryInputSchema.shape;
const ContactFormSchema = z
  .object({ name, email: OptionalEmailSchema, mobile: OptionalMobileSchema, subject, message })
  .refine((values) => values.email !== undefined || values.mobile !== undefined, {
    message: ENQUIRY_NEEDS_CONTACT,
    path: ['email'],
  });

const MESSAGE_MAX = 2000;

function emptyEnquiryFor(user: User | null) {
  return {
    name: user?.userName ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    subject: '',
    message: '',
  };
}

/** spec contact-us: a question or request to the office, stored as an enquiry. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { user } = useUser();
  const enquiry = useCreateEnquiry();
  // From a temple's contact page (?templeId=…) the enquiry goes to that temple's office.
  const templeId = Number(useSearchParams()[0].get('templeId')) || undefined;
  const form = useSchemaForm(ContactFormSchema, emptyEnquiryFor(user));
  const { reset } = form;
  // The signed-in person may be known only after the page opens: their details fill what was not typed.
  useEffect(() => {
    if (user) reset(emptyEnquiryFor(user), { keepDirtyValues: true });
  }, [user, reset]);
  const { errors } = form.formState;
  const messageLength = form.watch('message').length;

  const onSubmit = (values: z.output<typeof ContactFormSchema>) =>
    enquiry.mutate(templeId ? { ...values, templeId } : values, {
      onError: (error) =>
        applyFieldErrors(error, form.setError, ['name', 'email', 'mobile', 'subject', 'message']),
    });

  return (
    <Page title={t('contact.title')} helpPage="contact-us">
      {enquiry.isSuccess ? (
        <Card className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
            <CheckIcon className="size-8" />
          </span>
          <h2 className="text-xl font-semibold text-stone-900" role="status">
            {t('contact.thanks')}
          </h2>
          <p className="text-stone-700">{t('contact.thanksText', { reference: enquiry.data.id })}</p>
          <Button
            variant="secondary"
            onClick={() => {
              enquiry.reset();
              form.reset({ ...form.getValues(), subject: '', message: '' });
            }}
          >
            {t('contact.another')}
          </Button>
        </Card>
      ) : (
        <Card>
          <p className="mb-5 text-stone-700">{t('contact.intro')}</p>
          <SchemaForm form={form} onSubmit={onSubmit}>
            <TextField
              label={t('contact.name')}
              autoComplete="name"
              error={fieldMessage(errors.name?.message)}
              {...form.register('name')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('auth.email')}
                type="email"
                autoComplete="email"
                error={fieldMessage(errors.email?.message)}
                {...form.register('email')}
              />
              <TextField
                label={t('auth.mobile')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                error={fieldMessage(errors.mobile?.message)}
                {...form.register('mobile')}
              />
            </div>
            {errors.email?.message === ENQUIRY_NEEDS_CONTACT ? null : (
              <p className="-mt-2 text-sm text-stone-600">{t('contact.replyHint')}</p>
            )}
            <TextField
              label={t('contact.subject')}
              error={fieldMessage(errors.subject?.message)}
              {...form.register('subject')}
            />
            <TextAreaField
              label={t('contact.message')}
              rows={6}
              maxLength={MESSAGE_MAX}
              hint={t('contact.charactersLeft', { count: MESSAGE_MAX - messageLength })}
              error={fieldMessage(errors.message?.message)}
              {...form.register('message')}
            />
            {enquiry.isError ? <ErrorMessage error={enquiry.error} /> : null}
            <Button type="submit" isBusy={enquiry.isPending}>
              {t('contact.send')}
            </Button>
          </SchemaForm>
        </Card>
      )}
    </Page>
  );
}
