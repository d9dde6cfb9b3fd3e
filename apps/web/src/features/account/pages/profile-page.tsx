import { isAdmin, MessageType, type User, UserNameSchema } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useUser } from '../../../lib/auth.ts';
import { formatInstantDate } from '../../../lib/display-dates.ts';
import { useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { NullableEmailSchema, NullableMobileSchema, NullableTextSchema } from '../../../lib/form-schemas.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import { SignInRequired } from '../../../ui/sign-in-required.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';

const ProfileFormSchema = z.object({
  userName: UserNameSchema,
  email: NullableEmailSchema,
  whatsapp: NullableMobileSchema,
  address: NullableTextSchema(500),
});

function Detail({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-0.5 border-b border-stone-100 py-3 last:border-0 sm:flex-row sm:gap-4">
      <dt className="text-sm font-medium text-stone-600 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className={`whitespace-pre-line ${value ? 'text-stone-900' : 'text-stone-600'}`}>
        {value || t('account.notGiven')}
      </dd>
    </div>
  );
}

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const alert = useAlert();
  const update = useUpdateProfile();
  const form = useSchemaForm(ProfileFormSchema, {
    userName: user.userName,
    email: user.email ?? '',
    whatsapp: user.whatsapp ?? '',
    address: user.address ?? '',
  });
  const { errors } = form.formState;
  const onSubmit = (values: z.output<typeof ProfileFormSchema>) =>
    update.mutate(values, {
      onSuccess: () => {
        onDone();
        alert.show(MessageType.Success, t('account.profileSaved'));
      },
      onError: (error) =>
        applyFieldErrors(error, form.setError, ['userName', 'email', 'whatsapp', 'address']),
    });
  return (
    <SchemaForm form={form} onSubmit={onSubmit}>
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
      <TextField
        label={t('account.whatsapp')}
        type="tel"
        inputMode="tel"
        error={fieldMessage(errors.whatsapp?.message)}
        {...form.register('whatsapp')}
      />
      <TextAreaField
        label={t('account.address')}
        autoComplete="street-address"
        hint={t('account.addressHint')}
        error={fieldMessage(errors.address?.message)}
        {...form.register('address')}
      />
      {update.isError ? <ErrorMessage error={update.error} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isBusy={update.isPending}>
          {t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </SchemaForm>
  );
}

/** The signed-in person's own details, editable; links to password change and account deletion. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user, isChecking } = useUser();
  const [isEditing, setIsEditing] = useState(false);

  if (!user) {
    return <Page title={t('account.profileTitle')}>{isChecking ? <Loading /> : <SignInRequired />}</Page>;
  }
  return (
    <Page title={t('account.profileTitle')} helpPage="devotee-profile">
      <div className="flex flex-col gap-5">
        <Card>
          <div className="mb-4 flex items-center gap-4">
            <span
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-orange-100 font-serif text-2xl font-bold text-orange-900"
              aria-hidden="true"
            >
              {user.userName.slice(0, 1).toUpperCase()}
            </span>
            <div className="min-w-0">
              <p className="truncate text-xl font-semibold text-stone-900">{user.userName}</p>
              <p className="text-sm text-stone-600">
                {t(`userType.${user.userType}`)} ·{' '}
                {t('account.memberSince', {
                  date: formatInstantDate(user.createdAt, user.templeTimeZone ?? undefined),
                })}
              </p>
            </div>
          </div>
          {isEditing ? (
            <ProfileForm user={user} onDone={() => setIsEditing(false)} />
          ) : (
            <>
              <dl>
                <Detail label={t('auth.mobile')} value={user.mobile} />
                <Detail label={t('auth.email')} value={user.email} />
                <Detail label={t('account.whatsapp')} value={user.whatsapp} />
                <Detail label={t('account.address')} value={user.address} />
              </dl>
              <Button className="mt-4" onClick={() => setIsEditing(true)}>
                {t('account.editProfile')}
              </Button>
            </>
          )}
        </Card>
        <Card>
          <h2 className="mb-3 text-lg font-semibold text-stone-900">{t('account.security')}</h2>
          <ul className="flex flex-col divide-y divide-stone-100">
            <li>
              <Link
                to="/change-password"
                className="flex min-h-12 items-center justify-between font-medium text-orange-900 hover:underline"
              >
                {t('account.changePassword')}
                <span aria-hidden="true">›</span>
              </Link>
            </li>
            {/* The server keeps administrators from deleting themselves; another administrator must. */}
            {isAdmin(user.userType) ? null : (
              <li>
                <Link
                  to="/delete-account"
                  className="flex min-h-12 items-center justify-between font-medium text-red-800 hover:underline"
                >
                  {t('account.deleteAccount')}
                  <span aria-hidden="true">›</span>
                </Link>
              </li>
            )}
          </ul>
        </Card>
      </div>
    </Page>
  );
}
