import { MessageType, type StaffUser, TEMPLE_RIGHT_LABELS, TEMPLE_RIGHTS, UserType } from '@nivedya/domain';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { currentLanguage, useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { parseId } from '../../../../lib/route-params.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { SelectField, TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { PasswordField } from '../../../../ui/password-field.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { FormFooter } from '../../shared/form-footer.tsx';
import { TempleAdminOnly } from '../admin-only.tsx';
import { type SaveStaffUserVariables, useSaveStaffUser, useStaffUser } from '../api/staff-users.ts';
import {
  isDisabling,
  STAFF_USER_FIELDS,
  staffUserFormSchema,
  staffUserFormValues,
  toggleRight,
} from '../staff-user-form-values.ts';

const LIST_PATH = '/temple-user-list';

function UserForm({ templeId, user }: { templeId: number; user: StaffUser | null }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveStaffUser(templeId);
  const form = useSchemaForm(staffUserFormSchema(user), staffUserFormValues(user));
  const { errors } = form.formState;
  const {
    field: { value: rights, onChange: setRights },
  } = useController({ control: form.control, name: 'rights' });
  const status = form.watch('status');
  const isStaff = user === null || user.userType === UserType.TempleStaff;

  const submit = async (variables: SaveStaffUserVariables) => {
    if (isDisabling(user, form.getValues())) {
      const isSure = await alert.ask(
        MessageType.Confirm,
        t('staffUsers.confirmDisable', { name: user?.userName ?? '' }),
        { submitText: t('staffUsers.disable') },
      );
      if (!isSure) return;
    }
    save.mutate(variables, {
      onSuccess: () =>
        alert.show(MessageType.Success, t('staffUsers.saved'), {
          onClose: () => void navigate(LIST_PATH),
        }),
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, STAFF_USER_FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });
  };

  return (
    <Card>
      <SchemaForm form={form} onSubmit={submit}>
        <TextField
          label={t('staffUsers.name')}
          error={fieldMessage(errors.userName?.message)}
          {...form.register('userName')}
          autoComplete="off"
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('staffUsers.email')}
            type="email"
            error={fieldMessage(errors.email?.message)}
            // A contact typed answers the "email or mobile" error, which the mobile field carries.
            {...form.register('email', { deps: ['mobile'] })}
            autoComplete="off"
          />
          <TextField
            label={t('staffUsers.mobile')}
            type="tel"
            inputMode="tel"
            error={fieldMessage(errors.mobile?.message)}
            {...form.register('mobile')}
            autoComplete="off"
          />
        </div>
        <p className="-mt-2 text-sm text-stone-600">{t('staffUsers.contactHint')}</p>
        <PasswordField
          label={user === null ? t('staffUsers.password') : t('staffUsers.newPassword')}
          error={fieldMessage(errors.password?.message)}
          hint={user === null ? t('staffUsers.passwordHint') : t('staffUsers.newPasswordHint')}
          {...form.register('password')}
          autoComplete="new-password"
          required={user === null}
        />
        {user !== null && isStaff ? (
          <SelectField
            label={t('staffUsers.status')}
            hint={status === 0 ? t('staffUsers.disabledHint') : undefined}
            {...form.register('status', { setValueAs: (value) => (String(value) === '0' ? 0 : 1) })}
          >
            <option value="1">{t('staffUsers.enabled')}</option>
            <option value="0">{t('staffUsers.disabled')}</option>
          </SelectField>
        ) : null}
        <fieldset className="rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-medium text-stone-800">{t('staffUsers.rights')}</legend>
          {isStaff ? (
            <div className="grid gap-1 sm:grid-cols-2">
              {TEMPLE_RIGHTS.map((right) => (
                <label
                  key={right}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-orange-50"
                >
                  <input
                    type="checkbox"
                    className="size-5 accent-orange-800"
                    checked={rights.includes(right)}
                    onChange={(event) => setRights(toggleRight(rights, right, event.target.checked))}
                  />
                  <span lang={language}>{TEMPLE_RIGHT_LABELS[right][language]}</span>
                </label>
              ))}
            </div>
          ) : (
            <p className="text-sm text-stone-700">{t('staffUsers.adminHasAll')}</p>
          )}
          {errors.rights ? (
            <p className="mt-2 text-sm font-medium text-red-700" role="alert">
              {fieldMessage(errors.rights.message)}
            </p>
          ) : null}
        </fieldset>
        <FormFooter cancelTo={LIST_PATH} isSaving={save.isPending} />
      </SchemaForm>
    </Card>
  );
}

function UserEditor({ templeId, userId }: { templeId: number; userId: number | null }) {
  const user = useStaffUser(templeId, userId);
  if (userId === null) return <UserForm templeId={templeId} user={null} />;
  if (user.isPending) return <Loading />;
  if (user.isError) return <ErrorMessage error={user.error} onRetry={() => void user.refetch()} />;
  return <UserForm key={user.data.id} templeId={templeId} user={user.data} />;
}

/** spec temple-user: open a staff account, or edit one (?id=…): contacts, status and rights. */
export default function TempleUserPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = parseId(params.get('id'));
  return (
    <Page
      title={userId === null ? t('staffUsers.addTitle') : t('staffUsers.editTitle')}
      helpPage="temple-user"
      showBack
    >
      <TempleAdminOnly>{(templeId) => <UserEditor templeId={templeId} userId={userId} />}</TempleAdminOnly>
    </Page>
  );
}
