import {
  CreateTempleEventInputSchema,
  imageUrl,
  MessageType,
  type StaffTempleEvent,
  type TempleEventKind,
  UpdateTempleEventInputSchema,
} from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { parseId } from '../../../../lib/route-params.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { DatePickerField } from '../../../../ui/date-picker-field.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { DEFAULT_BANNER } from '../../../../ui/fallback-image.tsx';
import { SelectField, TextAreaField, TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { ImagePicker } from '../../image-cropper/image-picker.tsx';
import type { ImageTarget } from '../../image-cropper/image-rules.ts';
import type { CroppedImage } from '../../image-cropper/upload-image.ts';
import { FormFooter } from '../../shared/form-footer.tsx';
import { type FieldErrors, issuesByField, serverFieldErrors } from '../../shared/schema-errors.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import { useSaveEvent, useStaffEvent } from '../api/staff-events.ts';
import { GalleryImageChoice } from '../components/gallery-image-choice.tsx';
import { type EventFormValues, eventFormValues, toEventInput } from '../event-form-values.ts';

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
  const [values, setValues] = useState<EventFormValues>(() => eventFormValues(event, kind));
  const [image, setImage] = useState<CroppedImage | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (patch: Partial<EventFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const set =
    (field: 'title' | 'titleNarration' | 'description' | 'status') => (e: { target: { value: string } }) =>
      change({ [field]: e.target.value });
  const error = (field: string) => fieldMessage(errors[field]);
  const currentUrl =
    values.imageId === null ? imageUrl('temple-banner', templeId) : imageUrl('gallery', values.imageId);

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const input = toEventInput(values);
    const parsed = (event ? UpdateTempleEventInputSchema : CreateTempleEventInputSchema).safeParse(input);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { eventId: event?.id ?? null, input, image },
      {
        onSuccess: () =>
          alert.show(MessageType.Success, t('templeContent.events.saved'), {
            onClose: () => void navigate(LIST),
          }),
        onError: (failure) => {
          setErrors(serverFieldErrors(failure));
          alert.show(MessageType.Error, errorText(failure));
        },
      },
    );
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SelectField
          label={t('templeContent.events.kind')}
          value={values.kind}
          onChange={(e) => change({ kind: e.target.value === 'festival' ? 'festival' : 'event' })}
          hint={t('templeContent.events.kindHint')}
        >
          <option value="event">{t('templeContent.events.kinds.event')}</option>
          <option value="festival">{t('templeContent.events.kinds.festival')}</option>
        </SelectField>
        <TextField
          label={t('templeContent.events.titleField')}
          value={values.title}
          onChange={set('title')}
          error={error('title')}
          required
        />
        <TextField
          label={t('templeContent.events.titleNarration')}
          value={values.titleNarration}
          onChange={set('titleNarration')}
          error={error('titleNarration')}
          lang="ml"
        />
        <TextAreaField
          label={t('templeContent.events.description')}
          value={values.description}
          onChange={set('description')}
          error={error('description')}
          rows={5}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <DatePickerField
            label={t('templeContent.events.startDate')}
            value={values.startDate}
            onChange={(startDate) => change({ startDate })}
            error={error('startDate')}
          />
          <div className="flex flex-col gap-1">
            <DatePickerField
              label={t('templeContent.events.endDate')}
              value={values.endDate}
              onChange={(endDate) => change({ endDate })}
              min={values.startDate}
              error={error('endDate')}
              hint={t('templeContent.events.endDateHint')}
              placeholder={t('templeContent.events.oneDay')}
            />
            {values.endDate ? (
              <Button variant="ghost" className="self-start" onClick={() => change({ endDate: null })}>
                {t('templeContent.events.clearEndDate')}
              </Button>
            ) : null}
          </div>
        </div>
        <SelectField
          label={t('templeAdmin.status')}
          value={values.status}
          onChange={set('status')}
          hint={t('templeContent.events.statusHint')}
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
          <GalleryImageChoice
            templeId={templeId}
            value={values.imageId}
            onChange={(imageId) => change({ imageId })}
          />
        )}
        {error('imageId') ? (
          <p className="text-sm font-medium text-red-700" role="alert">
            {error('imageId')}
          </p>
        ) : null}
        <FormFooter cancelTo={LIST} isSaving={save.isPending} />
      </form>
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
