import { type LoginInput, LoginInputSchema } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { homePathFor, safeRedirect } from '../../../lib/auth.ts';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { useLogin } from '../api/login.ts';

/** Email or mobile number plus password; links to OTP login, sign-up and forgotten password. */
export default function LoginPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useSchemaForm(LoginInputSchema, { identifier: params.get('identifier') ?? '', password: '' });
  const { errors } = form.formState;

  const onSubmit = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: ({ user }) =>
        void navigate(safeRedirect(params.get('redirect')) ?? homePathFor(user.userType), { replace: true }),
      onError: (error) => applyFieldErrors(error, form.setError, ['identifier', 'password']),
    });

  return (
    <Page title={t('auth.loginTitle')} helpPage="login">
      <Card>
        <p className="mb-5 text-stone-700">{t('auth.loginIntro')}</p>
        <SchemaForm form={form} onSubmit={onSubmit}>
          <TextField
            label={t('auth.identifier')}
            autoComplete="username"
            inputMode="email"
            error={fieldMessage(errors.identifier?.message)}
            {...form.register('identifier')}
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            error={fieldMessage(errors.password?.message)}
            {...form.register('password')}
          />
          <div className="-mt-1 text-right">
            <Link to="/forgot-password" className="text-sm font-semibold text-orange-800 hover:underline">
              {t('auth.forgotPassword')}
            </Link>
          </div>
          {login.isError ? <ErrorMessage error={login.error} /> : null}
          <Button type="submit" isBusy={login.isPending}>
            {t('auth.login')}
          </Button>
        </SchemaForm>
        <div className="my-6 flex items-center gap-3 text-sm text-stone-500">
          <span className="h-px flex-1 bg-stone-200" />
          {t('common.or')}
          <span className="h-px flex-1 bg-stone-200" />
        </div>
        <div className="flex flex-col gap-3">
          <Link
            to="/otp-login"
            className="flex min-h-11 items-center justify-center rounded-lg border border-orange-800/30 font-semibold text-orange-900 hover:bg-orange-50"
          >
            {t('auth.loginWithOtp')}
          </Link>
          <p className="text-center text-stone-700">
            {t('auth.noAccount')}{' '}
            <Link to="/sign-up" className="font-semibold text-orange-800 hover:underline">
              {t('auth.signUp')}
            </Link>
          </p>
        </div>
      </Card>
    </Page>
  );
}
