import {
  MessageType,
  PLATFORM_RIGHT_LABELS,
  PLATFORM_RIGHTS,
  type SubAdmin,
  UserType,
} from '@nivedya/domain';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { currentLanguage, useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { parseId } from '../../../lib/route-params.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { CheckField } from '../../../ui/check-field.tsx';
import { ErrorMessage, Notice } from '../../../ui/error-message.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { FormFooter } from '../../temple-admin/shared/form-footer.tsx';
import { useSaveUser } from '../../users/api/save-user.ts';
import { useAdminTemples } from '../api/platform-temples.ts';
import { useSetSubAdminAccess, useSubAdmin } from '../api/sub-admins.ts';
import {
  SUB_ADMIN_FORM_FIELDS,
  type SubAdminSave,
  subAdminFormSchema,
  subAdminFormValues,
  toggled,
} from '../sub-admins/sub-admin-form-values.ts';

const LIST_PATH = '/sub-admin-user-list';

function SubAdminForm({ subAdmin }: { subAdmin: SubAdmin | null }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const setAccess = useSetSubAdminAccess();
  const saveUser = useSaveUser();
  const temples = useAdminTemples({ offset: 0, limit: 100 });
  const form = useSchemaForm(subAdminFormSchema(subAdmin === null), subAdminFormValues(subAdmin));
  const { errors, isSubmitting } = form.formState;
  const { field: rights } = useController({ control: form.control, name: 'rights' });
  const { field: templeIds } = useController({ control: form.control, name: 'templeIds' });
  const allTemples = form.watch('allTemples');
  const templeChoices = temples.data?.items ?? [];

  const submit = async ({ account, access }: SubAdminSave) => {
    try {
      // A new sub-administrator is an account of type 5 first; until its rights are saved it may do nothing.
      const userId =
        subAdmin?.id ?? (account ? (await saveUser.mutateAsync({ userId: null, input: account })).id : 0);
      await setAccess.mutateAsync({ userId, access });
      alert.show(MessageType.Success, t(subAdmin ? 'subAdmins.saved' : 'subAdmins.created'), {
        onClose: () => void navigate(LIST_PATH),
      });
    } catch (failure) {
      applyFieldErrors(failure, form.setError, SUB_ADMIN_FORM_FIELDS);
      alert.show(MessageType.Error, errorText(failure));
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-6">
      {subAdmin === null ? (
        <Card className="flex flex-col gap-4">
          <h2 className="font-serif text-lg font-bold text-orange-950">{t('subAdmins.account')}</h2>
          <TextField
            label={t('users.colName')}
            error={fieldMessage(errors.userName?.message)}
            required
            autoComplete="off"
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
          </div>
          <PasswordField
            label={t('users.password')}
            hint={t('users.passwordHint')}
            error={fieldMessage(errors.password?.message)}
            autoComplete="new-password"
            {...form.register('password')}
          />
        </Card>
      ) : (
        <Card className="flex flex-col gap-1">
          <p className="font-semibold text-stone-900">{subAdmin.userName}</p>
          <p className="text-sm text-stone-700">
            {[subAdmin.mobile, subAdmin.email].filter(Boolean).join(' · ')}
          </p>
          <Link
            to={`/userinsert?id=${subAdmin.id}`}
            className="self-start text-sm font-semibold text-orange-900 underline"
          >
            {t('subAdmins.editAccount')}
          </Link>
        </Card>
      )}
      <Card className="flex flex-col gap-2">
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('subAdmins.rights')}</h2>
        <p className="text-sm text-stone-600">{t('subAdmins.rightsNote')}</p>
        <div className="grid sm:grid-cols-2" data-testid="platform-rights">
          {PLATFORM_RIGHTS.map((right) => (
            <CheckField
              key={right}
              label={<span lang={language}>{PLATFORM_RIGHT_LABELS[right][language]}</span>}
              checked={rights.value.includes(right)}
              onChange={(event) =>
                rights.onChange(toggled(PLATFORM_RIGHTS, rights.value, right, event.target.checked))
              }
            />
          ))}
        </div>
      </Card>
      <Card className="flex flex-col gap-2">
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('subAdmins.temples')}</h2>
        <CheckField label={t('subAdmins.allTemplesChoice')} {...form.register('allTemples')} />
        {allTemples ? null : (
          <fieldset
            className="grid sm:grid-cols-2"
            data-testid="sub-admin-temples"
            aria-label={t('subAdmins.temples')}
          >
            {templeChoices.map((temple) => (
              <CheckField
                key={temple.id}
                label={temple.name}
                checked={templeIds.value.includes(temple.id)}
                onChange={(event) =>
                  templeIds.onChange(
                    toggled(
                      templeChoices.map((each) => each.id),
                      templeIds.value,
                      temple.id,
                      event.target.checked,
                    ),
                  )
                }
              />
            ))}
          </fieldset>
        )}
        {errors.templeIds ? (
          <p className="text-sm font-medium text-red-700" role="alert">
            {fieldMessage(errors.templeIds.message)}
          </p>
        ) : null}
      </Card>
      <FormFooter cancelTo={LIST_PATH} isSaving={isSubmitting || setAccess.isPending} />
    </SchemaForm>
  );
}

function SubAdminEditor({ userId }: { userId: number | null }) {
  const subAdmin = useSubAdmin(userId);
  if (userId === null) return <SubAdminForm subAdmin={null} />;
  if (subAdmin.isPending) return <Loading />;
  if (subAdmin.isError)
    return <ErrorMessage error={subAdmin.error} onRetry={() => void subAdmin.refetch()} />;
  return <SubAdminForm key={subAdmin.data.id} subAdmin={subAdmin.data} />;
}

/**
 * spec sub-admin-user-details: the platform administrator (type 1) opens a sub-administrator's account
 * and chooses what they may do and which temples they look after.
 */
export default function SubAdminDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = parseId(params.get('id'));
  const { user } = useUser();
  return (
    <Page
      title={userId === null ? t('subAdmins.addTitle') : t('subAdmins.editTitle')}
      helpPage="sub-admin-user-details"
      width="wide"
      showBack
    >
      {user?.userType === UserType.Admin ? (
        <SubAdminEditor userId={userId} />
      ) : (
        <Notice>{t('subAdmins.adminOnly')}</Notice>
      )}
    </Page>
  );
}
