import {
  ActiveStatusInputSchema,
  CreateDeityInputSchema,
  MessageType,
  OrderNoInputSchema,
  type StaffDeity,
} from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { NumberText } from '../../../../lib/form-schemas.ts';
import { parseId } from '../../../../lib/route-params.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { DEFAULT_DEITY_IMAGE } from '../../../../ui/fallback-image.tsx';
import { SelectField, TextAreaField, TextField } from '../../../../ui/form-field.tsx';
import { ImagePicker } from '../../../../ui/image-picker.tsx';
import type { ImageTarget } from '../../../../ui/image-rules.ts';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import { type CroppedImage, freshImageUrl } from '../../image-cropper/upload-image.ts';
import { FormFooter } from '../../shared/form-footer.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useStaffDeity } from '../api/get-staff-deity.ts';
import { useSaveDeity } from '../api/save-deity.ts';

/** Deity images show square on the devotee's screens: a fixed 1:1 crop. */
const DEITY_IMAGE: ImageTarget = { width: 400, height: 400 };

/** The form sends every field, adding or editing, so the adding schema checks both. */
const DeityFormSchema = CreateDeityInputSchema.extend({
  orderNo: NumberText.pipe(OrderNoInputSchema),
  status: NumberText.pipe(ActiveStatusInputSchema),
});
const DEITY_FIELDS = ['name', 'nameNarration', 'description', 'orderNo', 'status'] as const;

function DeityForm({ templeId, deity }: { templeId: number; deity: StaffDeity | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveDeity(templeId);
  const form = useSchemaForm(DeityFormSchema, {
    name: deity?.name ?? '',
    nameNarration: deity?.nameNarration ?? '',
    description: deity?.description ?? '',
    orderNo: String(deity?.orderNo ?? 0),
    status: String(deity?.status ?? 1),
  });
  const { errors } = form.formState;
  const [image, setImage] = useState<CroppedImage | null>(null);

  const submit = (input: z.output<typeof DeityFormSchema>) =>
    save.mutate(
      { deityId: deity?.id ?? null, input, image },
      {
        onSuccess: () =>
          alert.show(MessageType.Success, t('deities.saved'), { onClose: () => void navigate('/deitylist') }),
        onError: (error) => {
          applyFieldErrors(error, form.setError, DEITY_FIELDS);
          alert.show(MessageType.Error, errorText(error));
        },
      },
    );

  return (
    <Card>
      <SchemaForm form={form} onSubmit={submit}>
        <TextField
          label={t('deities.name')}
          error={fieldMessage(errors.name?.message)}
          {...form.register('name')}
          required
        />
        <TextField
          label={t('deities.nameNarration')}
          error={fieldMessage(errors.nameNarration?.message)}
          {...form.register('nameNarration')}
          lang="ml"
        />
        <TextAreaField
          label={t('deities.description')}
          error={fieldMessage(errors.description?.message)}
          {...form.register('description')}
          rows={4}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('templeAdmin.orderNo')}
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.orderNo ? t('templeAdmin.orderNoInvalid') : undefined}
            {...form.register('orderNo')}
          />
          <SelectField label={t('templeAdmin.status')} {...form.register('status')}>
            <option value="1">{t('templeAdmin.active')}</option>
            <option value="0">{t('templeAdmin.inactive')}</option>
          </SelectField>
        </div>
        <ImagePicker
          label={t('deities.image')}
          currentUrl={deity ? freshImageUrl(deity.imageUrl, deity.updatedAt) : null}
          fallback={DEFAULT_DEITY_IMAGE}
          target={DEITY_IMAGE}
          picked={image}
          onPicked={setImage}
        />
        <FormFooter cancelTo={'/deitylist'} isSaving={save.isPending} />
      </SchemaForm>
    </Card>
  );
}

function DeityEditor({ templeId, deityId }: { templeId: number; deityId: number | null }) {
  const deity = useStaffDeity(templeId, deityId);
  if (deityId === null) return <DeityForm templeId={templeId} deity={null} />;
  if (deity.isPending) return <Loading />;
  if (deity.isError) return <ErrorMessage error={deity.error} onRetry={() => void deity.refetch()} />;
  return <DeityForm key={deity.data.id} templeId={templeId} deity={deity.data} />;
}

/** spec deity: add a deity, or edit one (?id=…), with its image through the cropper. */
export default function DeityPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const deityId = parseId(params.get('id'));
  return (
    <Page title={deityId === null ? t('deities.addTitle') : t('deities.editTitle')} helpPage="deity" showBack>
      <StaffTemple>{(templeId) => <DeityEditor templeId={templeId} deityId={deityId} />}</StaffTemple>
    </Page>
  );
}
