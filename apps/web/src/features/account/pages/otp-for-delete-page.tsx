import { type DeleteAccountInput, DeleteAccountInputSchema, MessageType } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { HOME_PATH, useUser } from '../../../lib/auth.ts';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { OtpField } from '../../../ui/otp-field.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { ResendButton } from '../../../ui/resend-button.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useRequestDeleteOtp } from '../api/request-delete-otp.ts';

function sentToFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const sentTo = (state as Record<string, unknown>).sentTo;
  return typeof sentTo === 'string' ? sentTo : null;
}

/** spec otp-for-delete: the OTP confirms the deletion; the person is logged out and lands on home. */
export default function OtpForDeletePage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const alert = useAlert();
  const { user, isChecking } = useUser();
  const resend = useRequestDeleteOtp();
  const deletion = useDeleteAccount();
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [sentTo, setSentTo] = useState(() => sentToFrom(location.state));
  const form = useSchemaForm(DeleteAccountInputSchema, { otp: '' });

  if (!user && !deletion.isSuccess) {
    return <Page title={t('account.confirmDeletion')}>{isChecking ? <Loading /> : <SignInRequired />}</Page>;
  }

  const onSubmit = (values: DeleteAccountInput) =>
    deletion.mutate(values, {
      onSuccess: () => {
        void navigate(HOME_PATH, { replace: true });
        alert.show(MessageType.Success, t('account.deleted'));
      },
      onError: (error) => applyFieldErrors(error, form.setError, ['otp']),
    });

  return (
    <Page title={t('account.confirmDeletion')} helpPage="otp-for-delete">
      <Card>
        <SchemaForm form={form} onSubmit={onSubmit}>
          {sentTo ? (
            <Notice>{t('auth.otpSentTo', { to: sentTo })}</Notice>
          ) : (
            <p className="text-stone-700">{t('account.enterDeleteOtp')}</p>
          )}
          <OtpField
            label={t('auth.otp')}
            error={fieldMessage(form.formState.errors.otp?.message)}
            {...form.register('otp')}
          />
          {deletion.isError ? <ErrorMessage error={deletion.error} /> : null}
          {resend.isError ? <ErrorMessage error={resend.error} /> : null}
          <Button type="submit" variant="danger" isBusy={deletion.isPending}>
            {t('account.deleteForever')}
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to="/profile"
              className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-orange-900 hover:bg-orange-100"
            >
              {t('account.keepAccount')}
            </Link>
            <ResendButton
              sentAt={sentAt}
              isBusy={resend.isPending}
              onResend={() =>
                resend.mutate(undefined, {
                  onSuccess: (sent) => {
                    setSentAt(Date.now());
                    setSentTo(sent.sentTo);
                  },
                })
              }
            />
          </div>
        </SchemaForm>
      </Card>
    </Page>
  );
}
