import {
  CreateStaffUserInputSchema,
  MessageType,
  type StaffUser,
  TEMPLE_RIGHT_LABELS,
  TEMPLE_RIGHTS,
  UpdateStaffUserInputSchema,
  UserType,
} from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { currentLanguage, useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { parseId } from '../../../../lib/route-params.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { SelectField, TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { PasswordField } from '../../../../ui/password-field.tsx';
import { FormFooter } from '../../shared/form-footer.tsx';
import { type FieldErrors, issuesByField, serverFieldErrors } from '../../shared/schema-errors.ts';
import { TempleAdminOnly } from '../admin-only.tsx';
import { useSaveStaffUser, useStaffUser } from '../api/staff-users.ts';
import {
  isDisabling,
  type StaffUserFormValues,
  staffUserFormValues,
  toCreateStaffUserInput,
  toggleRight,
  toUpdateStaffUserInput,
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
  const [values, setValues] = useState<StaffUserFormValues>(() => staffUserFormValues(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set =
    (field: 'userName' | 'email' | 'mobile' | 'password') => (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      // A contact typed answers the "email or mobile" error of either field.
      setErrors((current) =>
        field === 'email' || field === 'mobile'
          ? { ...current, [field]: undefined, mobile: undefined }
          : { ...current, [field]: undefined },
      );
    };
  const error = (field: string) => fieldMessage(errors[field]);
  const isStaff = user === null || user.userType === UserType.TempleStaff;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed =
      user === null
        ? CreateStaffUserInputSchema.safeParse(toCreateStaffUserInput(values))
        : UpdateStaffUserInputSchema.safeParse(toUpdateStaffUserInput(values));
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    if (isDisabling(user, values)) {
      const isSure = await alert.ask(
        MessageType.Confirm,
        t('staffUsers.confirmDisable', { name: user?.userName ?? '' }),
        { submitText: t('staffUsers.disable') },
      );
      if (!isSure) return;
    }
    const options = {
      onSuccess: () =>
        alert.show(MessageType.Success, t('staffUsers.saved'), {
          onClose: () => void navigate(LIST_PATH),
        }),
      onError: (failure: Error) => {
        setErrors(serverFieldErrors(failure));
        alert.show(MessageType.Error, errorText(failure));
      },
    };
    if (user === null) save.mutate({ userId: null, input: toCreateStaffUserInput(values) }, options);
    else save.mutate({ userId: user.id, input: toUpdateStaffUserInput(values) }, options);
  };

  return (
    <Card>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          label={t('staffUsers.name')}
          value={values.userName}
          onChange={set('userName')}
          error={error('userName')}
          autoComplete="off"
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('staffUsers.email')}
            type="email"
            value={values.email}
            onChange={set('email')}
            error={error('email')}
            autoComplete="off"
          />
          <TextField
            label={t('staffUsers.mobile')}
            type="tel"
            inputMode="tel"
            value={values.mobile}
            onChange={set('mobile')}
            error={error('mobile')}
            autoComplete="off"
          />
        </div>
        <p className="-mt-2 text-sm text-stone-600">{t('staffUsers.contactHint')}</p>
        <PasswordField
          label={user === null ? t('staffUsers.password') : t('staffUsers.newPassword')}
          value={values.password}
          onChange={set('password')}
          error={error('password')}
          hint={user === null ? t('staffUsers.passwordHint') : t('staffUsers.newPasswordHint')}
          autoComplete="new-password"
          required={user === null}
        />
        {user !== null && isStaff ? (
          <SelectField
            label={t('staffUsers.status')}
            value={values.status}
            onChange={(event) => {
              const status = event.target.value === '0' ? 0 : 1;
              setValues((current) => ({ ...current, status }));
            }}
            hint={values.status === 0 ? t('staffUsers.disabledHint') : undefined}
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
                    checked={values.rights.includes(right)}
                    onChange={(event) =>
                      setValues((current) => ({
                        ...current,
                        rights: toggleRight(current.rights, right, event.target.checked),
                      }))
                    }
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
              {error('rights')}
            </p>
          ) : null}
        </fieldset>
        <FormFooter cancelTo={LIST_PATH} isSaving={save.isPending} />
      </form>
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
