import { MessageType, type StaffSeva, type User } from '@nivedya/domain';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { parseId } from '../../../../lib/route-params.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { DEFAULT_DEITY_IMAGE } from '../../../../ui/fallback-image.tsx';
import { FormDatePicker } from '../../../../ui/form-date-picker.tsx';
import { SelectField, TextAreaField, TextField } from '../../../../ui/form-field.tsx';
import { ImagePicker } from '../../../../ui/image-picker.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { useStaffDeities } from '../../deities/api/find-staff-deities.ts';
import { type CroppedImage, freshImageUrl } from '../../image-cropper/upload-image.ts';
import { FormFooter } from '../../shared/form-footer.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useStaffSevaGroups } from '../api/find-staff-seva-groups.ts';
import { useStaffSeva } from '../api/get-staff-seva.ts';
import { useSaveSeva } from '../api/save-seva.ts';
import { SevaMaterialsCard } from '../components/seva-materials-card.tsx';
import { SEVA_FIELDS, SevaFormSchema, sevaFormValues } from '../seva-form-values.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 font-serif text-lg font-bold text-orange-950">{title}</legend>
      {children}
    </fieldset>
  );
}

function Check({
  label,
  hint,
  isInvalid = false,
  ...input
}: { label: string; hint?: string; isInvalid?: boolean } & ComponentProps<'input'>) {
  return (
    <label className="flex items-start gap-3">
      <input
        type="checkbox"
        aria-invalid={isInvalid || undefined}
        className="mt-1 size-5 shrink-0 accent-orange-800"
        {...input}
      />
      <span>
        <span className="font-medium text-stone-800">{label}</span>
        {hint ? <span className="block text-sm text-stone-600">{hint}</span> : null}
      </span>
    </label>
  );
}

function SevaForm({ templeId, user, seva }: { templeId: number; user: User; seva: StaffSeva | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const deities = useStaffDeities(templeId);
  const groups = useStaffSevaGroups(templeId);
  const save = useSaveSeva(templeId);
  const form = useSchemaForm(SevaFormSchema, sevaFormValues(seva));
  const { errors } = form.formState;
  const [image, setImage] = useState<CroppedImage | null>(null);
  const error = (field: keyof typeof errors) => fieldMessage(errors[field]?.message);
  const sevaType = form.watch('sevaType');

  const submit = (input: z.output<typeof SevaFormSchema>) =>
    save.mutate(
      { sevaId: seva?.id ?? null, input, image },
      {
        onSuccess: () =>
          alert.show(MessageType.Success, t('sevas.saved'), { onClose: () => void navigate('/sevalist') }),
        onError: (failure) => {
          applyFieldErrors(failure, form.setError, SEVA_FIELDS);
          alert.show(MessageType.Error, errorText(failure));
        },
      },
    );

  return (
    <SchemaForm form={form} onSubmit={submit}>
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          {t('sevas.fixErrors')}
        </p>
      ) : null}
      <Card className="flex flex-col gap-4">
        <Section title={t('sevas.sectionNames')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('sevas.name')} {...form.register('name')} error={error('name')} required />
            <TextField
              label={t('sevas.nameNarration')}
              {...form.register('nameNarration')}
              error={error('nameNarration')}
              lang="ml"
            />
            <TextField
              label={t('sevas.code')}
              {...form.register('code')}
              error={error('code')}
              hint={t('sevas.codeHint')}
            />
            <TextField
              label={t('sevas.rate')}
              inputMode="decimal"
              {...form.register('rate')}
              error={error('rate')}
              hint={t('sevas.rupeesHint')}
              required
            />
            <SelectField label={t('sevas.deity')} {...form.register('deityId')} error={error('deityId')}>
              <option value="">{t('sevas.noDeity')}</option>
              {deities.data?.items.map((deity) => (
                <option key={deity.id} value={deity.id}>
                  {deity.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('sevas.group')}
              {...form.register('sevaGroupId')}
              error={error('sevaGroupId')}
            >
              <option value="">{t('sevas.noGroup')}</option>
              {groups.data?.items.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField
            label={t('sevas.shortDescription')}
            {...form.register('shortDescription')}
            error={error('shortDescription')}
          />
          <TextAreaField
            label={t('sevas.rulesRemark')}
            {...form.register('rulesRemark')}
            error={error('rulesRemark')}
            rows={3}
          />
        </Section>

        <Section title={t('sevas.sectionBooking')}>
          <SelectField
            label={t('sevas.sevaType')}
            {...form.register('sevaType')}
            error={error('sevaType')}
            hint={t(`sevas.typeHint.${sevaType}`)}
          >
            {['1', '2', '3'].map((type) => (
              <option key={type} value={type}>
                {t(`sevas.typeShort.${type}`)}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('sevas.bookingType')}
              {...form.register('bookingType')}
              error={error('bookingType')}
            >
              {['1', '2', '3'].map((type) => (
                <option key={type} value={type}>
                  {t(`sevas.bookingTypes.${type}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('sevas.dayType')} {...form.register('dayType')} error={error('dayType')}>
              {['1', '2'].map((type) => (
                <option key={type} value={type}>
                  {t(`sevas.dayTypes.${type}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('sevas.performTime')}
              {...form.register('performTime')}
              error={error('performTime')}
              placeholder="06:00 AM"
            />
            <TextField
              label={t('sevas.prasadamTime')}
              {...form.register('prasadamTime')}
              error={error('prasadamTime')}
            />
            <TextField
              label={t('sevas.maxLimitPerDay')}
              inputMode="numeric"
              {...form.register('maxLimitPerDay')}
              error={error('maxLimitPerDay')}
              hint={t('sevas.noLimitHint')}
            />
            <TextField
              label={t('sevas.devoteeCount')}
              inputMode="numeric"
              {...form.register('devoteeCount')}
              error={error('devoteeCount')}
            />
            <TextField
              label={t('sevas.blockTime')}
              type="time"
              {...form.register('blockTime')}
              error={error('blockTime')}
              hint={t('sevas.blockTimeHint')}
            />
            <FormDatePicker
              control={form.control}
              name="endDate"
              label={t('sevas.endDate')}
              isClearable
              error={error('endDate')}
            />
          </div>
          <Check
            label={t('sevas.isContinuous')}
            hint={t('sevas.isContinuousHint')}
            isInvalid={errors.isContinuous !== undefined}
            {...form.register('isContinuous')}
          />
          {errors.isContinuous ? (
            <p className="text-sm font-medium text-red-700">{error('isContinuous')}</p>
          ) : null}
          <Check
            label={t('sevas.needsApproval')}
            hint={t('sevas.needsApprovalHint')}
            {...form.register('needsApproval')}
          />
        </Section>

        <Section title={t('sevas.sectionDelivery')}>
          <Check label={t('sevas.isPrasadamDeliverable')} {...form.register('isPrasadamDeliverable')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('sevas.deliveryCharge')}
              inputMode="decimal"
              {...form.register('deliveryCharge')}
              error={error('deliveryCharge')}
              hint={t('sevas.rupeesHint')}
            />
            <TextField
              label={t('sevas.postageCharge')}
              inputMode="decimal"
              {...form.register('postageCharge')}
              error={error('postageCharge')}
              hint={t('sevas.rupeesHint')}
            />
          </div>
          <TextField
            label={t('sevas.deliveryHeading')}
            {...form.register('deliveryHeading')}
            error={error('deliveryHeading')}
          />
          <TextAreaField
            label={t('sevas.deliveryRemarks')}
            {...form.register('deliveryRemarks')}
            error={error('deliveryRemarks')}
            rows={2}
          />
        </Section>

        <Section title={t('sevas.sectionListing')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label={t('templeAdmin.status')} {...form.register('status')}>
              <option value="1">{t('templeAdmin.active')}</option>
              <option value="0">{t('templeAdmin.inactive')}</option>
            </SelectField>
            <TextField
              label={t('templeAdmin.orderNo')}
              inputMode="numeric"
              {...form.register('orderNo')}
              error={error('orderNo')}
            />
          </div>
          {user.userType === 3 && !seva?.isApproved ? (
            <p className="text-sm text-stone-600">{t('sevas.staffApprovalNote')}</p>
          ) : null}
          <ImagePicker
            label={t('sevas.image')}
            currentUrl={seva ? freshImageUrl(seva.imageUrl, seva.updatedAt) : null}
            fallback={DEFAULT_DEITY_IMAGE}
            picked={image}
            onPicked={setImage}
          />
        </Section>
      </Card>
      <FormFooter cancelTo={'/sevalist'} isSaving={save.isPending} />
    </SchemaForm>
  );
}

function SevaEditor({ templeId, user, sevaId }: { templeId: number; user: User; sevaId: number | null }) {
  const seva = useStaffSeva(templeId, sevaId);
  if (sevaId === null) return <SevaForm templeId={templeId} user={user} seva={null} />;
  if (seva.isPending) return <Loading />;
  if (seva.isError) return <ErrorMessage error={seva.error} onRetry={() => void seva.refetch()} />;
  return (
    <>
      <SevaForm key={seva.data.id} templeId={templeId} user={user} seva={seva.data} />
      <SevaMaterialsCard templeId={templeId} sevaId={seva.data.id} />
    </>
  );
}

/** spec sevainsert: add a seva, or edit one (?id=…), every spec §3 Seva field and its image. */
export default function SevaInsertPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sevaId = parseId(params.get('id'));
  return (
    <Page
      title={sevaId === null ? t('sevas.addTitle') : t('sevas.editTitle')}
      helpPage="sevainsert"
      width="wide"
      showBack
    >
      <StaffTemple>
        {(templeId, user) => <SevaEditor templeId={templeId} user={user} sevaId={sevaId} />}
      </StaffTemple>
    </Page>
  );
}
