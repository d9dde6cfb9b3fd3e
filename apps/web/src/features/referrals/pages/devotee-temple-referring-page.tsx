import { CreateReferralInputSchema } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useUser } from '../../../lib/auth.ts';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { OptionalMobileSchema } from '../../../lib/form-schemas.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { useReferTemple } from '../api/refer-temple.ts';

const { templeName, place } = CreateReferralInputSchema.shape;
const ReferralFormSchema = z.object({
  templeName,
  place,
  contactPerson: z.string().trim().max(100),
  mobile: OptionalMobileSchema,
  remarks: z.string().trim().max(1000),
});

const FIELDS = ['templeName', 'place', 'contactPerson', 'mobile', 'remarks'] as const;

function ReferralForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldMessage = useFieldMessage();
  const referral = useReferTemple();
  const form = useSchemaForm(ReferralFormSchema, {
    templeName: '',
    place: '',
    contactPerson: '',
    mobile: '',
    remarks: '',
  });
  const { errors } = form.formState;
  const onSubmit = (values: z.output<typeof ReferralFormSchema>) =>
    referral.mutate(
      {
        templeName: values.templeName,
        place: values.place,
        ...(values.contactPerson ? { contactPerson: values.contactPerson } : {}),
        ...(values.mobile ? { mobile: values.mobile } : {}),
        ...(values.remarks ? { remarks: values.remarks } : {}),
      },
      {
        onSuccess: (created) =>
          void navigate('/reffer-success', { state: { templeName: created.templeName } }),
        onError: (error) => applyFieldErrors(error, form.setError, FIELDS),
      },
    );
  return (
    <Card>
      <p className="mb-4 text-stone-700">{t('referral.intro')}</p>
      <SchemaForm form={form} onSubmit={onSubmit}>
        <TextField
          label={t('referral.templeName')}
          error={fieldMessage(errors.templeName?.message)}
          {...form.register('templeName')}
        />
        <TextField
          label={t('referral.place')}
          error={fieldMessage(errors.place?.message)}
          {...form.register('place')}
        />
        <TextField
          label={t('referral.contactPerson')}
          error={fieldMessage(errors.contactPerson?.message)}
          {...form.register('contactPerson')}
        />
        <TextField
          label={t('referral.mobile')}
          inputMode="tel"
          autoComplete="off"
          error={fieldMessage(errors.mobile?.message)}
          {...form.register('mobile')}
        />
        <TextAreaField
          label={t('referral.remarks')}
          rows={4}
          error={fieldMessage(errors.remarks?.message)}
          {...form.register('remarks')}
        />
        {referral.isError ? <ErrorMessage error={referral.error} /> : null}
        <Button type="submit" isBusy={referral.isPending}>
          {t('referral.submit')}
        </Button>
      </SchemaForm>
    </Card>
  );
}

/** spec devotee-temple-referring: a devotee tells us about a temple that should be on the platform. */
export default function DevoteeTempleReferringPage() {
  const { t } = useTranslation();
  const { user, isChecking } = useUser();
  return (
    <Page title={t('referral.title')} helpPage="devotee-temple-referring">
      {user ? <ReferralForm /> : isChecking ? <Loading /> : <SignInRequired />}
    </Page>
  );
}
