import {
  formatRupees,
  MessageType,
  type TempleProfile,
  type UpdateTempleProfileInput,
  UserType,
} from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage, Notice } from '../../../../ui/error-message.tsx';
import { TextAreaField, TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useTempleProfile, useUpdateTempleProfile } from '../api/temple-profile.ts';
import {
  changedProfileInput,
  PROFILE_TEXT_FIELDS,
  type ProfileField,
  profileFormSchema,
  profileToForm,
} from '../profile-form-values.ts';

type Section = { titleKey: string; fields: readonly ProfileField[] };

const SECTIONS: readonly Section[] = [
  { titleKey: 'templeProfile.names', fields: ['nameNarration', 'address', 'addressNarration'] },
  {
    titleKey: 'templeProfile.contacts',
    fields: [
      'mobile',
      'landLine',
      'officeNumber',
      'whatsapp',
      'email',
      'website',
      'facebook',
      'displayContacts',
    ],
  },
  { titleKey: 'templeProfile.timings', fields: ['timing', 'eveningTiming'] },
  {
    titleKey: 'templeProfile.bank',
    fields: ['bankName', 'bankBranch', 'bankAccountName', 'bankAccountNumber', 'bankIfsc', 'upiVpa', 'gstin'],
  },
  { titleKey: 'templeProfile.media', fields: ['mapEmbedUrl', 'videoUrl', 'launchVideoUrl'] },
  { titleKey: 'templeProfile.historyTitle', fields: ['history'] },
];

const LONG_FIELDS: ReadonlySet<ProfileField> = new Set([
  'address',
  'addressNarration',
  'displayContacts',
  'history',
]);

function ProfileForm({
  templeId,
  profile,
  canEdit,
}: {
  templeId: number;
  profile: TempleProfile;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const update = useUpdateTempleProfile(templeId);
  const saved = profileToForm(profile);
  const form = useSchemaForm(profileFormSchema(saved), saved);
  const { errors } = form.formState;
  const isDirty = Object.keys(changedProfileInput(saved, form.watch())).length > 0;

  const submit = (input: UpdateTempleProfileInput) =>
    update.mutate(input, {
      onSuccess: (next) => {
        form.reset(profileToForm(next));
        alert.show(MessageType.Success, t('templeProfile.saved'));
      },
      onError: (failure) => {
        applyFieldErrors(failure, form.setError, PROFILE_TEXT_FIELDS);
        alert.show(MessageType.Error, errorText(failure));
      },
    });

  return (
    <SchemaForm form={form} onSubmit={submit} className="">
      {/* The server lets only the temple administrator (type 2) change the profile. */}
      <fieldset disabled={!canEdit} className="flex flex-col gap-6">
        {SECTIONS.map((section) => (
          <Card key={section.titleKey} className="flex flex-col gap-4">
            <h2 className="font-serif text-lg font-bold text-orange-950">{t(section.titleKey)}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              {section.fields.map((field) => {
                const common = {
                  label: t(`templeProfile.field.${field}`),
                  error: fieldMessage(errors[field]?.message),
                  ...form.register(field),
                };
                return LONG_FIELDS.has(field) ? (
                  <div key={field} className="sm:col-span-2">
                    <TextAreaField {...common} rows={field === 'history' ? 8 : 3} />
                  </div>
                ) : (
                  <TextField
                    key={field}
                    {...common}
                    hint={field === 'mapEmbedUrl' ? t('templeProfile.mapHint') : undefined}
                  />
                );
              })}
            </div>
          </Card>
        ))}
        <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
          {isDirty ? <p className="text-sm text-stone-600">{t('templeProfile.unsaved')}</p> : null}
          <Button variant="secondary" disabled={!isDirty} onClick={() => form.reset(saved)}>
            {t('templeProfile.undo')}
          </Button>
          <Button type="submit" disabled={!isDirty} isBusy={update.isPending}>
            {t('templeProfile.save')}
          </Button>
        </div>
      </fieldset>
    </SchemaForm>
  );
}

function ReadOnlySettings({ profile }: { profile: TempleProfile }) {
  const { t } = useTranslation();
  const yes = (value: boolean) => (value ? t('templeProfile.on') : t('templeProfile.off'));
  const features = [
    ['isSeva', profile.features.isSeva],
    ['isVirtualQueue', profile.features.isVirtualQueue],
    ['isDevoteeVisit', profile.features.isDevoteeVisit],
    ['isLiveDarshan', profile.features.isLiveDarshan],
    ['isChangeAllSevaTime', profile.features.isChangeAllSevaTime],
    ['showPanchangam', profile.features.showPanchangam],
  ] as const;
  const { charges } = profile;
  return (
    <Card className="flex flex-col gap-4">
      <div>
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('templeProfile.platformTitle')}</h2>
        <p className="text-sm text-stone-600">{t('templeProfile.platformNote')}</p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="temple-features">
        {features.map(([key, value]) => (
          <div key={key} className="flex justify-between gap-3 border-b border-stone-100 py-1">
            <dt className="text-stone-700">{t(`templeProfile.feature.${key}`)}</dt>
            <dd className="font-semibold text-stone-900">{yes(value)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-b border-stone-100 py-1">
          <dt className="text-stone-700">{t('serviceCharges.amount')}</dt>
          <dd className="font-semibold text-stone-900">{formatRupees(charges.platformChargeAmount)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-b border-stone-100 py-1">
          <dt className="text-stone-700">{t('serviceCharges.percent')}</dt>
          <dd className="font-semibold text-stone-900">{charges.platformChargePercent}%</dd>
        </div>
      </dl>
      <Link to="/service-charge-details" className="self-start font-semibold text-orange-900 underline">
        {t('templeProfile.seeCharges')}
      </Link>
    </Card>
  );
}

/**
 * spec temple-profile: the temple administrator's own details. Feature flags and service charges
 * are shown, not edited: the platform's administrators change them (the server answers 403).
 */
export default function TempleProfilePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('templeProfile.title')} helpPage="temple-profile" width="wide">
      <StaffTemple>
        {(templeId, user) => (
          <ProfileBody templeId={templeId} canEdit={user.userType === UserType.TempleAdmin} />
        )}
      </StaffTemple>
    </Page>
  );
}

function ProfileBody({ templeId, canEdit }: { templeId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const profile = useTempleProfile(templeId);
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <ErrorMessage error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <div className="flex flex-col gap-6">
      <p className="font-serif text-xl text-orange-950">{profile.data.name}</p>
      {canEdit ? null : <Notice>{t('templeProfile.readOnly')}</Notice>}
      <ProfileForm templeId={templeId} profile={profile.data} canEdit={canEdit} />
      <ReadOnlySettings profile={profile.data} />
    </div>
  );
}
