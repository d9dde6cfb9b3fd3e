import { ChangePasswordInputSchema, MessageType } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useUser } from '../../../lib/auth.ts';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { PASSWORDS_DIFFER } from '../../../lib/form-schemas.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { useChangePassword } from '../api/change-password.ts';

const ChangePasswordFormSchema = ChangePasswordInputSchema.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword,
  { message: PASSWORDS_DIFFER, path: ['confirmPassword'] },
);

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const alert = useAlert();
  const { user, isChecking } = useUser();
  const change = useChangePassword();
  const form = useSchemaForm(ChangePasswordFormSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { errors } = form.formState;

  if (!user) {
    return <Page title={t('account.changePassword')}>{isChecking ? <Loading /> : <SignInRequired />}</Page>;
  }

  const onSubmit = ({ currentPassword, newPassword }: z.output<typeof ChangePasswordFormSchema>) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          void navigate('/profile', { replace: true });
          alert.show(MessageType.Success, t('account.passwordChanged'));
        },
        onError: (error) => applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword']),
      },
    );

  return (
    <Page title={t('account.changePassword')} helpPage="change-password" showBack>
      <Card>
        <SchemaForm form={form} onSubmit={onSubmit}>
          <PasswordField
            label={t('account.currentPassword')}
            autoComplete="current-password"
            error={fieldMessage(errors.currentPassword?.message)}
            {...form.register('currentPassword')}
          />
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            error={fieldMessage(errors.newPassword?.message)}
            {...form.register('newPassword')}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            error={fieldMessage(errors.confirmPassword?.message)}
            {...form.register('confirmPassword')}
          />
          {change.isError ? <ErrorMessage error={change.error} /> : null}
          <Button type="submit" isBusy={change.isPending}>
            {t('account.changePassword')}
          </Button>
          <p className="text-sm text-stone-600">
            {t('account.noPasswordYet')}{' '}
            <Link to="/forgot-password" className="font-semibold text-orange-800 underline">
              {t('auth.forgotPassword')}
            </Link>
          </p>
        </SchemaForm>
      </Card>
    </Page>
  );
}
