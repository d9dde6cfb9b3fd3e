import { MessageType, OtpSchema, type OtpSent, PasswordSchema, UserNameSchema } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { homePathFor } from '../../../lib/auth.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { OptionalEmailSchema, PASSWORDS_DIFFER } from '../../../lib/form-schemas.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { OtpField } from '../../../ui/otp-field.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { ResendButton } from '../../../ui/resend-button.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useRequestOtp } from '../api/request-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { MobileStep } from '../components/mobile-step.tsx';

const SignUpDetailsSchema = z
  .object({
    otp: OtpSchema,
    userName: UserNameSchema,
    email: OptionalEmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });

/** Sign-up with OTP: mobile number, then the OTP with name, email (optional) and password. */
export default function SignUpPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const alert = useAlert();
  const requestOtp = useRequestOtp();
  const verifyOtp = useVerifyOtp();
  const [sent, setSent] = useState<{ mobile: string; otp: OtpSent; at: number } | null>(null);
  const form = useSchemaForm(SignUpDetailsSchema, {
    otp: '',
    userName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const { errors } = form.formState;

  const send = (mobile: string) =>
    requestOtp.mutate(
      { mobile, purpose: 'signup' },
      { onSuccess: (otp) => setSent({ mobile, otp, at: Date.now() }) },
    );

  const onCreate = ({ otp, userName, email, password }: z.output<typeof SignUpDetailsSchema>) => {
    if (!sent) return;
    verifyOtp.mutate(
      { mobile: sent.mobile, otp, userName, email, password },
      {
        onSuccess: ({ user }) => {
          void navigate(homePathFor(user.userType), { replace: true });
          alert.show(MessageType.Success, t('auth.welcomeNew', { name: user.userName }));
        },
        onError: (error) => applyFieldErrors(error, form.setError, ['otp', 'userName', 'email', 'password']),
      },
    );
  };

  return (
    <Page title={t('auth.signUpTitle')} helpPage="sign-up">
      <Card>
        <ol className="mb-6 flex items-center gap-3 text-sm font-medium" aria-label={t('auth.steps')}>
          <li
            className={`flex items-center gap-2 ${sent ? 'text-stone-500' : 'text-orange-900'}`}
            aria-current={sent ? undefined : 'step'}
          >
            <span
              className={`flex size-7 items-center justify-center rounded-full ${sent ? 'bg-green-600 text-white' : 'bg-orange-800 text-white'}`}
            >
              1
            </span>
            {t('auth.stepMobile')}
          </li>
          <li aria-hidden="true" className="h-px flex-1 bg-stone-300" />
          <li
            className={`flex items-center gap-2 ${sent ? 'text-orange-900' : 'text-stone-500'}`}
            aria-current={sent ? 'step' : undefined}
          >
            <span
              className={`flex size-7 items-center justify-center rounded-full ${sent ? 'bg-orange-800 text-white' : 'bg-stone-200 text-stone-700'}`}
            >
              2
            </span>
            {t('auth.stepDetails')}
          </li>
        </ol>

        {sent ? (
          <SchemaForm form={form} onSubmit={onCreate}>
            <Notice tone="success">{t('auth.otpSentTo', { to: sent.otp.sentTo })}</Notice>
            <OtpField
              label={t('auth.otp')}
              error={fieldMessage(errors.otp?.message)}
              {...form.register('otp')}
            />
            <TextField
              label={t('auth.name')}
              autoComplete="name"
              error={fieldMessage(errors.userName?.message)}
              {...form.register('userName')}
            />
            <TextField
              label={t('auth.emailOptional')}
              type="email"
              autoComplete="email"
              error={fieldMessage(errors.email?.message)}
              {...form.register('email')}
            />
            <PasswordField
              label={t('auth.password')}
              autoComplete="new-password"
              hint={t('auth.passwordHint')}
              error={fieldMessage(errors.password?.message)}
              {...form.register('password')}
            />
            <PasswordField
              label={t('auth.confirmPassword')}
              autoComplete="new-password"
              error={fieldMessage(errors.confirmPassword?.message)}
              {...form.register('confirmPassword')}
            />
            {verifyOtp.isError ? <ErrorMessage error={verifyOtp.error} /> : null}
            {requestOtp.isError ? <ErrorMessage error={requestOtp.error} /> : null}
            <Button type="submit" isBusy={verifyOtp.isPending}>
              {t('auth.createAccount')}
            </Button>
            <div className="flex items-center justify-between gap-2">
              <Button variant="ghost" className="px-2 text-sm" onClick={() => setSent(null)}>
                {t('auth.changeMobile')}
              </Button>
              <ResendButton
                sentAt={sent.at}
                isBusy={requestOtp.isPending}
                onResend={() => send(sent.mobile)}
              />
            </div>
          </SchemaForm>
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-stone-700">{t('auth.signUpIntro')}</p>
            <MobileStep
              defaultMobile=""
              submitLabel={t('auth.sendOtp')}
              isBusy={requestOtp.isPending}
              onSubmit={send}
            />
            {requestOtp.isError ? (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
                <p>{errorText(requestOtp.error)}</p>
                {isApiError(requestOtp.error, 'MOBILE_ALREADY_REGISTERED') ? (
                  <div className="mt-2 flex flex-wrap gap-4">
                    <Link to="/login" className="font-semibold text-orange-800 underline">
                      {t('auth.login')}
                    </Link>
                    <Link to="/otp-login" className="font-semibold text-orange-800 underline">
                      {t('auth.loginWithOtp')}
                    </Link>
                  </div>
                ) : null}
              </div>
            ) : null}
          </div>
        )}
        <p className="mt-6 text-center text-stone-700">
          {t('auth.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-orange-800 hover:underline">
            {t('auth.login')}
          </Link>
        </p>
        <p className="mt-3 text-center text-sm text-stone-600">
          {t('auth.agreePrefix')}{' '}
          <Link to="/terms-and-conditions" className="underline">
            {t('nav.terms')}
          </Link>{' '}
          {t('auth.agreeAnd')}{' '}
          <Link to="/privacy-refund-policy" className="underline">
            {t('nav.privacy')}
          </Link>
          {t('auth.agreeSuffix')}
        </p>
      </Card>
    </Page>
  );
}
