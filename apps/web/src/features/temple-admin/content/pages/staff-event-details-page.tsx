import { imageUrl, MessageType, type StaffTempleEvent, type TempleEventKind } from '@nivedya/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { parseId } from '../../../../lib/route-params.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { DEFAULT_BANNER } from '../../../../ui/fallback-image.tsx';
import { FormDatePicker } from '../../../../ui/form-date-picker.tsx';
import { SelectField, TextAreaField, TextField } from '../../../../ui/form-field.tsx';
import { ImagePicker } from '../../../../ui/image-picker.tsx';
import type { ImageTarget } from '../../../../ui/image-rules.ts';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import type { CroppedImage } from '../../image-cropper/upload-image.ts';
import { FormFooter } from '../../shared/form-footer.tsx';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useSaveEvent, useStaffEvent } from '../api/staff-events.ts';
import { GalleryImageChoice } from '../components/gallery-image-choice.tsx';
import { EVENT_FIELDS, EventFormSchema, eventFormValues } from '../event-form-values.ts';

const LIST = '/staff-temple-event-list';

/** Devotees see an event's picture 3:1 across the card (features/temple event cards): a fixed crop. */
const EVENT_IMAGE: ImageTarget = { width: 960, height: 320 };

function EventForm({
  templeId,
  event,
  kind,
}: {
  templeId: number;
  event: StaffTempleEvent | null;
  kind: TempleEventKind;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const save = useSaveEvent(templeId);
  const form = useSchemaForm(EventFormSchema, eventFormValues(event, kind));
  const { errors } = form.formState;
  const [image, setImage] = useState<CroppedImage | null>(null);
  const [startDate, endDate, imageId] = form.watch(['startDate', 'endDate', 'imageId']);
  const currentUrl = imageId === null ? imageUrl('temple-banner', templeId) : imageUrl('gallery', imageId);

  const submit = (input: z.output<typeof EventFormSchema>) =>
    save.mutate(
      { eventId: event?.id ?? null, input, image },
      {
        onSuccess: () =>
          alert.show(MessageType.Success, t('templeContent.events.saved'), {
            onClose: () => void navigate(LIST),
          }),
        onError: (failure) => {
          applyFieldErrors(failure, form.setError, EVENT_FIELDS);
          alert.show(MessageType.Error, errorText(failure));
        },
      },
    );

  return (
    <Card>
      <SchemaForm form={form} onSubmit={submit}>
        <SelectField
          label={t('templeContent.events.kind')}
          hint={t('templeContent.events.kindHint')}
          {...form.register('kind')}
        >
          <option value="event">{t('templeContent.events.kinds.event')}</option>
          <option value="festival">{t('templeContent.events.kinds.festival')}</option>
        </SelectField>
        <TextField
          label={t('templeContent.events.titleField')}
          error={fieldMessage(errors.title?.message)}
          {...form.register('title')}
          required
        />
        <TextField
          label={t('templeContent.events.titleNarration')}
          error={fieldMessage(errors.titleNarration?.message)}
          {...form.register('titleNarration')}
          lang="ml"
        />
        <TextAreaField
          label={t('templeContent.events.description')}
          error={fieldMessage(errors.description?.message)}
          {...form.register('description')}
          rows={5}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormDatePicker
            control={form.control}
            name="startDate"
            label={t('templeContent.events.startDate')}
            error={fieldMessage(errors.startDate?.message)}
          />
          <div className="flex flex-col gap-1">
            <FormDatePicker
              control={form.control}
              name="endDate"
              label={t('templeContent.events.endDate')}
              min={startDate}
              error={fieldMessage(errors.endDate?.message)}
              hint={t('templeContent.events.endDateHint')}
              placeholder={t('templeContent.events.oneDay')}
            />
            {endDate ? (
              <Button
                variant="ghost"
                className="self-start"
                onClick={() => form.setValue('endDate', null, { shouldValidate: form.formState.isSubmitted })}
              >
                {t('templeContent.events.clearEndDate')}
              </Button>
            ) : null}
          </div>
        </div>
        <SelectField
          label={t('templeAdmin.status')}
          hint={t('templeContent.events.statusHint')}
          {...form.register('status')}
        >
          <option value="1">{t('templeAdmin.active')}</option>
          <option value="0">{t('templeAdmin.inactive')}</option>
        </SelectField>
        <ImagePicker
          label={t('templeContent.events.image')}
          currentUrl={currentUrl}
          fallback={DEFAULT_BANNER}
          target={EVENT_IMAGE}
          picked={image}
          onPicked={setImage}
        />
        {image ? (
          <p className="text-sm text-stone-600">{t('templeContent.events.imageToGallery')}</p>
        ) : (
          <Controller
            control={form.control}
            name="imageId"
            render={({ field }) => (
              <GalleryImageChoice templeId={templeId} value={field.value} onChange={field.onChange} />
            )}
          />
        )}
        {errors.imageId ? (
          <p className="text-sm font-medium text-red-700" role="alert">
            {fieldMessage(errors.imageId.message)}
          </p>
        ) : null}
        <FormFooter cancelTo={LIST} isSaving={save.isPending} />
      </SchemaForm>
    </Card>
  );
}

function EventEditor({
  templeId,
  eventId,
  kind,
}: {
  templeId: number;
  eventId: number | null;
  kind: TempleEventKind;
}) {
  const event = useStaffEvent(templeId, eventId);
  if (eventId === null) return <EventForm templeId={templeId} event={null} kind={kind} />;
  if (event.isPending) return <Loading />;
  if (event.isError) return <ErrorMessage error={event.error} onRetry={() => void event.refetch()} />;
  return <EventForm key={event.data.id} templeId={templeId} event={event.data} kind={event.data.kind} />;
}

/**
 * spec temple-event-details, for the temple's staff: add an event (?kind=festival for a festival) or
 * edit one (?id=…), with its picture through the image cropper or from the gallery.
 */
export default function StaffEventDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const eventId = parseId(params.get('id'));
  const kind: TempleEventKind = params.get('kind') === 'festival' ? 'festival' : 'event';
  const title =
    eventId !== null
      ? t('templeContent.events.editTitle')
      : kind === 'festival'
        ? t('templeContent.events.addFestivalTitle')
        : t('templeContent.events.addTitle');
  return (
    <Page title={title} helpPage="temple-event-details" showBack>
      <StaffTemple>
        {(templeId) => <EventEditor templeId={templeId} eventId={eventId} kind={kind} />}
      </StaffTemple>
    </Page>
  );
}
