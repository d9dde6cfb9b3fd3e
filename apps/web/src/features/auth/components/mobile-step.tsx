import { zodResolver } from '@hookform/resolvers/zod';
import { MobileSchema } from '@nivedya/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';

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
  const form = useForm({ resolver: zodResolver(MobileFormSchema), defaultValues: { mobile: defaultMobile } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values.mobile))}
      className="flex flex-col gap-4"
    >
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
    </form>
  );
}
