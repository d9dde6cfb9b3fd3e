import { OtpSchema, type OtpSent } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { homePathFor, safeRedirect } from '../../../lib/auth.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { OtpField } from '../../../ui/otp-field.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { ResendButton } from '../../../ui/resend-button.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useRequestOtp } from '../api/request-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { MobileStep } from '../components/mobile-step.tsx';

const OtpFormSchema = z.object({ otp: OtpSchema });

/** Log in with a one-time password sent to the registered mobile number. */
export default function OtpLoginPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestOtp = useRequestOtp();
  const verifyOtp = useVerifyOtp();
  const [sent, setSent] = useState<{ mobile: string; otp: OtpSent; at: number } | null>(null);
  const form = useSchemaForm(OtpFormSchema, { otp: '' });

  const send = (mobile: string) =>
    requestOtp.mutate(
      { mobile, purpose: 'login' },
      { onSuccess: (otp) => setSent({ mobile, otp, at: Date.now() }) },
    );

  const onVerify = ({ otp }: z.output<typeof OtpFormSchema>) => {
    if (!sent) return;
    verifyOtp.mutate(
      { mobile: sent.mobile, otp },
      {
        onSuccess: ({ user }) =>
          void navigate(safeRedirect(params.get('redirect')) ?? homePathFor(user.userType), {
            replace: true,
          }),
      },
    );
  };

  return (
    <Page title={t('auth.otpLoginTitle')} helpPage="otp-login">
      <Card>
        {sent ? (
          <SchemaForm form={form} onSubmit={onVerify}>
            <Notice tone="success">{t('auth.otpSentTo', { to: sent.otp.sentTo })}</Notice>
            <OtpField
              label={t('auth.otp')}
              error={fieldMessage(form.formState.errors.otp?.message)}
              {...form.register('otp')}
            />
            {verifyOtp.isError ? <ErrorMessage error={verifyOtp.error} /> : null}
            {requestOtp.isError ? <ErrorMessage error={requestOtp.error} /> : null}
            <Button type="submit" isBusy={verifyOtp.isPending}>
              {t('auth.verifyAndLogin')}
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
            <p className="text-stone-700">{t('auth.otpLoginIntro')}</p>
            <MobileStep
              defaultMobile=""
              submitLabel={t('auth.sendOtp')}
              isBusy={requestOtp.isPending}
              onSubmit={send}
            />
            {requestOtp.isError ? (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
                <p>{errorText(requestOtp.error, { NOT_FOUND: t('auth.mobileNotRegistered') })}</p>
                <Link to="/sign-up" className="mt-2 inline-block font-semibold text-orange-800 underline">
                  {t('auth.signUp')}
                </Link>
              </div>
            ) : null}
          </div>
        )}
        <p className="mt-6 text-center text-stone-700">
          <Link to="/login" className="font-semibold text-orange-800 hover:underline">
            {t('auth.loginWithPassword')}
          </Link>
        </p>
      </Card>
    </Page>
  );
}
