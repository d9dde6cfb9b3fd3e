import { isAdmin, MessageType, needsTemple, USER_TYPES, type User, UserType } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { parseId } from '../../../lib/route-params.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { SelectField, TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { useAdminTemples } from '../../platform/api/platform-temples.ts';
import { FormFooter } from '../../temple-admin/shared/form-footer.tsx';
import {
  type SaveUserVariables,
  useAdminUser,
  useSaveUser,
  useSendPasswordResetLink,
} from '../api/save-user.ts';
import { isBlocking, USER_FORM_FIELDS, userFormSchema, userFormValues } from '../user-form-values.ts';

const LIST_PATH = '/userlist';

function PasswordReset({ user }: { user: User }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const send = useSendPasswordResetLink(user.id);
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="font-serif text-lg font-bold text-orange-950">{t('users.resetTitle')}</h2>
      <p className="text-sm text-stone-700">{t('users.resetNote')}</p>
      <Button
        variant="secondary"
        isBusy={send.isPending}
        disabled={!user.mobile || user.status !== 1}
        onClick={() =>
          send.mutate(undefined, {
            onSuccess: (sent) => alert.show(MessageType.Success, t('users.resetSent', { to: sent.sentTo })),
            onError: (failure) => alert.show(MessageType.Error, errorText(failure)),
          })
        }
      >
        {t('users.sendReset')}
      </Button>
    </Card>
  );
}

/** The platform administrator (type 1) reads what this user changed in the audit log. */
function AuditLink({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { user } = useUser();
  if (user?.userType !== UserType.Admin) return null;
  return (
    <Link
      to={`/audit-log?actorUserId=${userId}`}
      className="self-start font-semibold text-orange-900 underline"
    >
      {t('users.theirChanges')}
    </Link>
  );
}

function UserForm({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveUser();
  const temples = useAdminTemples({ offset: 0, limit: 100 });
  const form = useSchemaForm(userFormSchema(user), userFormValues(user));
  const { errors } = form.formState;
  const userType = Number(form.watch('userType'));

  const submit = async (variables: SaveUserVariables) => {
    if (isBlocking(user, form.getValues())) {
      const isSure = await alert.ask(
        MessageType.Confirm,
        t('users.confirmBlock', { name: user?.userName ?? '' }),
        {
          submitText: t('users.block'),
        },
      );
      if (!isSure) return;
    }
    save.mutate(variables, {
      onSuccess: () =>
        alert.show(MessageType.Success, t(user ? 'users.saved' : 'users.created'), {
          onClose: () => void navigate(LIST_PATH),
        }),
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, USER_FORM_FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <Card>
      <SchemaForm form={form} onSubmit={submit}>
        <TextField
          label={t('users.colName')}
          error={fieldMessage(errors.userName?.message)}
          autoComplete="off"
          required
          {...form.register('userName')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('auth.email')}
            type="email"
            error={fieldMessage(errors.email?.message)}
            autoComplete="off"
            {...form.register('email', { deps: ['mobile'] })}
          />
          <TextField
            label={t('auth.mobile')}
            type="tel"
            inputMode="tel"
            error={fieldMessage(errors.mobile?.message)}
            autoComplete="off"
            {...form.register('mobile')}
          />
          <SelectField
            label={t('users.type')}
            error={fieldMessage(errors.userType?.message)}
            {...form.register('userType')}
          >
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`userType.${type}`)}
              </option>
            ))}
          </SelectField>
          {needsTemple(userType) ? (
            <SelectField
              label={t('users.temple')}
              error={fieldMessage(errors.templeId?.message)}
              {...form.register('templeId', { deps: ['userType'] })}
            >
              <option value="">{t('users.chooseTemple')}</option>
              {(temples.data?.items ?? []).map((temple) => (
                <option key={temple.id} value={temple.id}>
                  {temple.name}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
        {user === null ? (
          <PasswordField
            label={t('users.password')}
            hint={t('users.passwordHint')}
            error={fieldMessage(errors.password?.message)}
            autoComplete="new-password"
            {...form.register('password')}
          />
        ) : (
          <SelectField
            label={t('users.colStatus')}
            hint={form.watch('status') === '0' ? t('users.blockedHint') : undefined}
            {...form.register('status')}
          >
            <option value="1">{t('userStatus.1')}</option>
            <option value="0">{t('userStatus.0')}</option>
          </SelectField>
        )}
        <FormFooter cancelTo={LIST_PATH} isSaving={save.isPending} />
      </SchemaForm>
    </Card>
  );
}

function UserEditor({ userId }: { userId: number | null }) {
  const user = useAdminUser(userId);
  if (userId === null) return <UserForm user={null} />;
  if (user.isPending) return <Loading />;
  if (user.isError) return <ErrorMessage error={user.error} onRetry={() => void user.refetch()} />;
  return (
    <div className="flex flex-col gap-6">
      <UserForm key={user.data.id} user={user.data} />
      <PasswordReset user={user.data} />
      <AuditLink userId={user.data.id} />
    </div>
  );
}

/**
 * spec userinsert: administrators open an account of any type (a temple's administrator or staff with
 * their temple), or change one: contacts, type, temple, block and unblock, a password reset link.
 */
export default function UserInsertPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = parseId(params.get('id'));
  const { user, isChecking } = useUser();
  return (
    <Page title={userId === null ? t('users.addTitle') : t('users.editTitle')} helpPage="userinsert" showBack>
      {isChecking ? (
        <Loading />
      ) : user === null ? (
        <SignInRequired />
      ) : !isAdmin(user.userType) ? (
        <Notice>{t('users.adminsOnly')}</Notice>
      ) : (
        <UserEditor userId={userId} />
      )}
    </Page>
  );
}
