import {
  type AdminTemple,
  type AdminUpdateTempleInput,
  INDIAN_STATES,
  MessageType,
  type RegisterTempleInput,
  SETTABLE_TEMPLE_STATUSES,
} from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useErrorText, useFieldMessage } from '../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { parseId } from '../../../lib/route-params.ts';
import { useAlert } from '../../../ui/alert-provider.tsx';
import { CheckField } from '../../../ui/check-field.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { DEFAULT_BANNER, DEFAULT_TEMPLE_ICON } from '../../../ui/fallback-image.tsx';
import { SelectField, TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { ImagePicker } from '../../../ui/image-picker.tsx';
import type { ImageTarget } from '../../../ui/image-rules.ts';
import { Loading } from '../../../ui/loading.tsx';
import { Card, Page } from '../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../ui/schema-form.tsx';
import {
  type CroppedImage,
  freshImageUrl,
  uploadImage,
} from '../../temple-admin/image-cropper/upload-image.ts';
import { FormFooter } from '../../temple-admin/shared/form-footer.tsx';
import { PROFILE_TEXT_FIELDS } from '../../temple-admin/temple-profile/profile-form-values.ts';
import {
  useAdminTemple,
  useLocations,
  useRegisterTemple,
  useUpdateAdminTemple,
} from '../api/platform-temples.ts';
import { TempleDeletion } from '../temples/temple-deletion.tsx';
import {
  TEMPLE_FLAGS,
  TEMPLE_FORM_FIELDS,
  type TempleFormValues,
  templeFormSchema,
  templeFormValues,
} from '../temples/temple-form-values.ts';

const LIST_PATH = '/temple-list';
const LOGO_IMAGE: ImageTarget = { width: 400, height: 400 };
const BANNER_IMAGE: ImageTarget = { width: 1200, height: 400 };

type InputName = Exclude<
  keyof TempleFormValues,
  (typeof TEMPLE_FLAGS)[number] | 'admin' | 'status' | 'paymentGatewayId' | 'locationId'
>;

/** The form's sections, each its inputs in order; long texts take the full width. */
const SECTIONS: readonly { titleKey: string; fields: readonly InputName[] }[] = [
  {
    titleKey: 'platformTemples.sectionTemple',
    fields: ['name', 'nameNarration', 'code', 'shortCode', 'orderNo'],
  },
  {
    titleKey: 'platformTemples.sectionPlace',
    fields: ['state', 'place', 'address', 'addressNarration', 'latitude', 'longitude', 'mapEmbedUrl'],
  },
  {
    titleKey: 'platformTemples.sectionContacts',
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
  {
    titleKey: 'platformTemples.sectionAbout',
    fields: [
      'shortDescription',
      'timing',
      'eveningTiming',
      'manthra',
      'history',
      'videoUrl',
      'launchVideoUrl',
    ],
  },
  {
    titleKey: 'platformTemples.sectionBank',
    fields: ['bankName', 'bankBranch', 'bankAccountName', 'bankAccountNumber', 'bankIfsc', 'upiVpa', 'gstin'],
  },
  {
    titleKey: 'platformTemples.sectionCharges',
    fields: [
      'platformChargeAmount',
      'platformChargePercent',
      'splitServiceCharge',
      'introductoryServiceAmount',
      'sevaBlockPeriodDays',
      'legalContract',
    ],
  },
  {
    titleKey: 'platformTemples.sectionLinks',
    fields: [
      'sevaBookingLink',
      'virtualQueueBookingLink',
      'devoteeVisitBookingLink',
      'liveDarshanBookingLink',
    ],
  },
];

const LONG_FIELDS: ReadonlySet<InputName> = new Set([
  'address',
  'addressNarration',
  'displayContacts',
  'history',
  'shortDescription',
]);
/** Fields the temple profile already names: the same words on both screens. */
const PROFILE_LABELS: ReadonlySet<string> = new Set(PROFILE_TEXT_FIELDS);
const REQUIRED: ReadonlySet<string> = new Set(['name', 'code', 'mobile']);
const GATEWAYS = ['', 'none', 'demo', 'razorpay'] as const;

function TempleForm({ temple }: { temple: AdminTemple | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const register = useRegisterTemple();
  const update = useUpdateAdminTemple(temple?.id ?? 0);
  const locations = useLocations();
  const saved = temple ? templeFormValues(temple) : null;
  const form = useSchemaForm(templeFormSchema(saved), saved ?? templeFormValues(null));
  const { errors } = form.formState;
  const [logo, setLogo] = useState<CroppedImage | null>(null);
  const [banner, setBanner] = useState<CroppedImage | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  const labelOf = (field: string) =>
    PROFILE_LABELS.has(field) ? t(`templeProfile.field.${field}`) : t(`platformTemples.field.${field}`);

  /** The logo and banner go up once the temple has its id; a failure there leaves the temple saved. */
  const uploadImages = async (templeId: number) => {
    setIsUploading(true);
    try {
      if (logo) await uploadImage(templeId, 'temple-logo', templeId, logo.blob);
      if (banner) await uploadImage(templeId, 'temple-banner', templeId, banner.blob);
      setLogo(null);
      setBanner(null);
      return null;
    } catch (failure) {
      return failure;
    } finally {
      setIsUploading(false);
    }
  };

  const onFailure = (failure: unknown) => {
    applyFieldErrors(failure, form.setError, TEMPLE_FORM_FIELDS);
    alert.show(MessageType.Error, errorText(failure));
  };

  const submit = (input: Record<string, unknown>) => {
    if (temple === null) {
      register.mutate(input as RegisterTempleInput, {
        onSuccess: async (registered) => {
          const failed = await uploadImages(registered.temple.id);
          const text = t('platformTemples.registered', {
            name: registered.temple.name,
            to: registered.smsSentTo,
          });
          alert.show(
            failed ? MessageType.Warning : MessageType.Success,
            failed ? `${text} ${errorText(failed)}` : text,
            {
              onClose: () => void navigate(`/temple?id=${registered.temple.id}`, { replace: true }),
            },
          );
        },
        onError: onFailure,
      });
      return;
    }
    const hasChanges = Object.keys(input).length > 0;
    const save = async () => {
      const failed = await uploadImages(temple.id);
      if (failed) alert.show(MessageType.Error, errorText(failed));
      else alert.show(MessageType.Success, t('platformTemples.saved'));
    };
    if (!hasChanges) {
      void save();
      return;
    }
    update.mutate(input as AdminUpdateTempleInput, {
      onSuccess: (next) => {
        form.reset(templeFormValues(next));
        void save();
      },
      onError: onFailure,
    });
  };

  const input = (field: InputName) => {
    const common = {
      label: labelOf(field),
      error: fieldMessage(errors[field]?.message as string | undefined),
      required: REQUIRED.has(field),
      ...form.register(field),
    };
    if (field === 'state') {
      return (
        <SelectField key={field} label={common.label} error={common.error} {...form.register('state')}>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
      );
    }
    return LONG_FIELDS.has(field) ? (
      <div key={field} className="sm:col-span-2">
        <TextAreaField {...common} rows={field === 'history' ? 6 : 3} />
      </div>
    ) : (
      <TextField
        key={field}
        {...common}
        inputMode={
          /Amount|Charge$|Percent|Days|orderNo|latitude|longitude/.test(field) ? 'decimal' : undefined
        }
        hint={field === 'code' ? t('platformTemples.codeHint') : undefined}
      />
    );
  };

  const version = temple?.updatedAt ?? '';
  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-6">
      <Card className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('platformTemples.status')}
          hint={t('platformTemples.statusHint')}
          {...form.register('status')}
        >
          {SETTABLE_TEMPLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`templeStatus.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('platformTemples.field.locationId')} {...form.register('locationId')}>
          <option value="">{t('platformTemples.noLocation')}</option>
          {(locations.data?.items ?? []).map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}, {location.state}
            </option>
          ))}
        </SelectField>
      </Card>
      {SECTIONS.map((section, index) => (
        <Card key={section.titleKey} className="flex flex-col gap-4">
          <h2 className="font-serif text-lg font-bold text-orange-950">{t(section.titleKey)}</h2>
          {index === 4 ? (
            <SelectField
              label={t('platformTemples.field.paymentGatewayId')}
              error={fieldMessage(errors.paymentGatewayId?.message as string | undefined)}
              hint={t('platformTemples.gatewayHint')}
              {...form.register('paymentGatewayId')}
            >
              {GATEWAYS.map((gateway) => (
                <option key={gateway} value={gateway}>
                  {t(`platformTemples.gateway.${gateway || 'platform'}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">{section.fields.map(input)}</div>
          {index === 5 ? (
            <CheckField
              label={t('platformTemples.field.isIntroductoryServiceCharge')}
              {...form.register('isIntroductoryServiceCharge')}
            />
          ) : null}
        </Card>
      ))}
      <Card className="flex flex-col gap-2">
        <h2 className="font-serif text-lg font-bold text-orange-950">
          {t('platformTemples.sectionFeatures')}
        </h2>
        <p className="text-sm text-stone-600">{t('platformTemples.featuresNote')}</p>
        <div className="grid sm:grid-cols-2" data-testid="temple-feature-flags">
          {TEMPLE_FLAGS.filter((flag) => flag !== 'isIntroductoryServiceCharge').map((flag) => (
            <CheckField key={flag} label={t(`platformTemples.flag.${flag}`)} {...form.register(flag)} />
          ))}
        </div>
      </Card>
      <Card className="flex flex-col gap-4">
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('platformTemples.sectionImages')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <ImagePicker
            label={t('platformTemples.logo')}
            currentUrl={temple ? freshImageUrl(temple.logoUrl, version) : null}
            fallback={DEFAULT_TEMPLE_ICON}
            target={LOGO_IMAGE}
            picked={logo}
            onPicked={setLogo}
          />
          <ImagePicker
            label={t('platformTemples.banner')}
            currentUrl={temple ? freshImageUrl(temple.bannerUrl, version) : null}
            fallback={DEFAULT_BANNER}
            target={BANNER_IMAGE}
            picked={banner}
            onPicked={setBanner}
          />
        </div>
      </Card>
      <Card className="flex flex-col gap-4">
        <h2 className="font-serif text-lg font-bold text-orange-950">{t('platformTemples.sectionAdmin')}</h2>
        {temple ? (
          <p className="text-stone-800" data-testid="temple-admin-account">
            {temple.admin
              ? [temple.admin.userName, temple.admin.mobile, temple.admin.email].filter(Boolean).join(' · ')
              : t('platformTemples.noAdmin')}
          </p>
        ) : (
          <>
            <p className="text-sm text-stone-600">{t('platformTemples.adminNote')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('platformTemples.field.adminName')}
                error={fieldMessage(errors.admin?.userName?.message)}
                required
                autoComplete="off"
                {...form.register('admin.userName')}
              />
              <TextField
                label={t('platformTemples.field.adminMobile')}
                type="tel"
                inputMode="tel"
                error={fieldMessage(errors.admin?.mobile?.message)}
                required
                autoComplete="off"
                {...form.register('admin.mobile')}
              />
              <TextField
                label={t('platformTemples.field.adminEmail')}
                type="email"
                error={fieldMessage(errors.admin?.email?.message)}
                autoComplete="off"
                {...form.register('admin.email')}
              />
            </div>
          </>
        )}
      </Card>
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-stone-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <FormFooter cancelTo={LIST_PATH} isSaving={register.isPending || update.isPending || isUploading} />
      </div>
    </SchemaForm>
  );
}

/**
 * spec temple (administrators): register a temple with its administrator, or edit every setting the
 * platform owns (features, gateway, charges, status), its logo and banner, and delete it in two steps.
 */
export default function TemplePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const templeId = parseId(params.get('id'));
  const temple = useAdminTemple(templeId);
  return (
    <Page
      title={templeId === null ? t('platformTemples.registerTitle') : t('platformTemples.editTitle')}
      helpPage="temple"
      width="wide"
      showBack
    >
      {templeId === null ? (
        <TempleForm temple={null} />
      ) : temple.isPending ? (
        <Loading />
      ) : temple.isError ? (
        <ErrorMessage error={temple.error} onRetry={() => void temple.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <p className="font-serif text-xl text-orange-950">{temple.data.name}</p>
          <TempleForm key={temple.data.id} temple={temple.data} />
          <TempleDeletion templeId={temple.data.id} templeName={temple.data.name} />
        </div>
      )}
    </Page>
  );
}
