import { MobileSchema } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';

const MobileFormSchema = z.object({ mobile: MobileSchema });

/** First step of OTP sign-up and login: the mobile number the OTP goes to. */
export function MobileStep({
  defaultMobile,
  submitLabel,
  isBusy,
  onSubmit,
}: {
  defaultMobile: string;
  submitLabel: string;
  isBusy: boolean;
  onSubmit: (mobile: string) => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const form = useSchemaForm(MobileFormSchema, { mobile: defaultMobile });
  return (
    <SchemaForm form={form} onSubmit={(values) => onSubmit(values.mobile)}>
      <TextField
        label={t('auth.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="98765 43210"
        hint={t('auth.mobileHint')}
        error={fieldMessage(form.formState.errors.mobile?.message)}
        {...form.register('mobile')}
      />
      <Button type="submit" isBusy={isBusy}>
        {submitLabel}
      </Button>
    </SchemaForm>
  );
}
