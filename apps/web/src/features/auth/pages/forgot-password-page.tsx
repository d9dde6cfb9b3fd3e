import {
  ForgotPasswordInputSchema,
  MessageType,
  OtpSchema,
  type PasswordResetRequested,
  PasswordSchema,
} from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { PASSWORDS_DIFFER } from '../../../lib/form-schemas.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { OtpField } from '../../../ui/otp-field.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { ResendButton } from '../../../ui/resend-button.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';

const ResetFormSchema = z
  .object({ otp: OtpSchema, newPassword: PasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });

/** Forgotten password: email or mobile, then the OTP sent to the account's mobile and a new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const alert = useAlert();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const [sent, setSent] = useState<{
    identifier: string;
    request: PasswordResetRequested;
    at: number;
  } | null>(null);
  // The link an administrator sends (userinsert "reset password") carries the mobile.
  const [params] = useSearchParams();
  const identifierForm = useSchemaForm(ForgotPasswordInputSchema, {
    identifier: params.get('identifier') ?? '',
  });
  const resetForm = useSchemaForm(ResetFormSchema, { otp: '', newPassword: '', confirmPassword: '' });

  const send = (identifier: string) =>
    forgot.mutate(
      { identifier },
      { onSuccess: (request) => setSent({ identifier, request, at: Date.now() }) },
    );

  const onReset = ({ otp, newPassword }: z.output<typeof ResetFormSchema>) => {
    if (!sent) return;
    reset.mutate(
      { identifier: sent.identifier, otp, newPassword },
      {
        onSuccess: () => {
          void navigate(`/login?identifier=${encodeURIComponent(sent.identifier)}`, { replace: true });
          alert.show(MessageType.Success, t('auth.passwordResetDone'));
        },
        onError: (error) => applyFieldErrors(error, resetForm.setError, ['otp', 'newPassword']),
      },
    );
  };

  return (
    <Page title={t('auth.forgotTitle')} helpPage="forgot-password">
      <Card>
        {sent ? (
          <SchemaForm form={resetForm} onSubmit={onReset}>
            <Notice tone="success">{t('auth.resetOtpSentIfAccount')}</Notice>
            <OtpField
              label={t('auth.otp')}
              error={fieldMessage(resetForm.formState.errors.otp?.message)}
              {...resetForm.register('otp')}
            />
            <PasswordField
              label={t('auth.newPassword')}
              autoComplete="new-password"
              hint={t('auth.passwordHint')}
              error={fieldMessage(resetForm.formState.errors.newPassword?.message)}
              {...resetForm.register('newPassword')}
            />
            <PasswordField
              label={t('auth.confirmPassword')}
              autoComplete="new-password"
              error={fieldMessage(resetForm.formState.errors.confirmPassword?.message)}
              {...resetForm.register('confirmPassword')}
            />
            {reset.isError ? <ErrorMessage error={reset.error} /> : null}
            {forgot.isError ? <ErrorMessage error={forgot.error} /> : null}
            <Button type="submit" isBusy={reset.isPending}>
              {t('auth.setNewPassword')}
            </Button>
            <div className="flex items-center justify-between gap-2">
              <Button variant="ghost" className="px-2 text-sm" onClick={() => setSent(null)}>
                {t('common.back')}
              </Button>
              <ResendButton
                sentAt={sent.at}
                isBusy={forgot.isPending}
                onResend={() => send(sent.identifier)}
              />
            </div>
          </SchemaForm>
        ) : (
          <SchemaForm form={identifierForm} onSubmit={({ identifier }) => send(identifier)}>
            <p className="text-stone-700">{t('auth.forgotIntro')}</p>
            <TextField
              label={t('auth.identifier')}
              autoComplete="username"
              inputMode="email"
              error={fieldMessage(identifierForm.formState.errors.identifier?.message)}
              {...identifierForm.register('identifier')}
            />
            {forgot.isError ? <ErrorMessage error={forgot.error} /> : null}
            <Button type="submit" isBusy={forgot.isPending}>
              {t('auth.sendOtp')}
            </Button>
          </SchemaForm>
        )}
        <p className="mt-6 text-center">
          <Link to="/login" className="font-semibold text-orange-800 hover:underline">
            {t('auth.backToLogin')}
          </Link>
        </p>
      </Card>
    </Page>
  );
}
