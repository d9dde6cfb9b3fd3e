import { MessageType, type StaffGalleryImage, UpdateGalleryImageInputSchema } from '@nivedya/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { DEFAULT_BANNER, FallbackImage } from '../../../../ui/fallback-image.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { ImagePicker } from '../../../../ui/image-picker.tsx';
import { ListResults } from '../../../../ui/list-results.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { SchemaForm, useSchemaForm } from '../../../../ui/schema-form.tsx';
import type { CroppedImage } from '../../image-cropper/upload-image.ts';
import { StaffTemple } from '../../shared/staff-temple.tsx';
import {
  useAddGalleryImage,
  useDeleteGalleryImage,
  useMoveGalleryImage,
  useStaffGallery,
  useUpdateGalleryImage,
} from '../api/gallery.ts';

const PAGE_SIZE = 24;
const MAX_CAPTION = 300;

/** A caption as the server checks it, on an upload and on an edit: at most 300 characters, '' none. */
const CaptionFormSchema = z.object({ caption: UpdateGalleryImageInputSchema.shape.caption });

function AddImage({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const add = useAddGalleryImage(templeId);
  const [image, setImage] = useState<CroppedImage | null>(null);
  const form = useSchemaForm(CaptionFormSchema, { caption: '' });
  // A new picker after each upload, so it shows no leftover image.
  const [round, setRound] = useState(0);

  const submit = ({ caption }: z.output<typeof CaptionFormSchema>) => {
    if (!image) {
      alert.show(MessageType.Warning, t('cropper.selectImage'));
      return;
    }
    add.mutate(
      { image: image.blob, caption: caption ?? '' },
      {
        onSuccess: () => {
          setImage(null);
          form.reset({ caption: '' });
          setRound((current) => current + 1);
          alert.show(MessageType.Success, t('templeContent.gallery.added'));
        },
        onError: (failure) => {
          applyFieldErrors(failure, form.setError, ['caption']);
          alert.show(MessageType.Error, errorText(failure));
        },
      },
    );
  };

  return (
    <Card className="mb-4">
      <h2 className="mb-3 font-serif text-lg font-bold text-orange-950">
        {t('templeContent.gallery.addTitle')}
      </h2>
      <SchemaForm form={form} onSubmit={submit}>
        <ImagePicker
          key={round}
          label={t('templeContent.gallery.newImage')}
          currentUrl={null}
          fallback={DEFAULT_BANNER}
          picked={image}
          onPicked={setImage}
        />
        <TextField
          label={t('templeContent.gallery.caption')}
          maxLength={MAX_CAPTION}
          placeholder={t('templeContent.gallery.captionPlaceholder')}
          error={fieldMessage(form.formState.errors.caption?.message)}
          {...form.register('caption')}
        />
        <div className="flex justify-end">
          <Button type="submit" isBusy={add.isPending}>
            {t('templeContent.gallery.upload')}
          </Button>
        </div>
      </SchemaForm>
    </Card>
  );
}

function GalleryItem({
  templeId,
  image,
  position,
  total,
}: {
  templeId: number;
  image: StaffGalleryImage;
  /** Its place in the whole gallery, 0 first. */
  position: number;
  total: number;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const update = useUpdateGalleryImage(templeId);
  const move = useMoveGalleryImage(templeId);
  const remove = useDeleteGalleryImage(templeId);
  const fieldMessage = useFieldMessage();
  const form = useSchemaForm(CaptionFormSchema, { caption: image.caption ?? '' });
  const name = image.caption ?? t('templeContent.gallery.imageNumber', { number: position + 1 });
  const isCaptionChanged = (form.watch('caption') ?? '').trim() !== (image.caption ?? '');
  const fail = (failure: Error) => alert.show(MessageType.Error, errorText(failure));

  const saveCaption = ({ caption }: z.output<typeof CaptionFormSchema>) =>
    update.mutate(
      { imageId: image.id, input: { caption } },
      {
        onSuccess: () => alert.show(MessageType.Success, t('templeContent.gallery.captionSaved')),
        onError: (failure) => {
          applyFieldErrors(failure, form.setError, ['caption']);
          fail(failure);
        },
      },
    );
  const moveTo = (to: number) => move.mutate({ imageId: image.id, position: to }, { onError: fail });
  const confirmDelete = async () => {
    const isSure = await alert.ask(MessageType.Confirm, t('templeContent.gallery.confirmDelete', { name }), {
      submitText: t('common.delete'),
    });
    if (!isSure) return;
    remove.mutate(image.id, {
      onSuccess: () => alert.show(MessageType.Success, t('templeContent.gallery.deleted')),
      onError: fail,
    });
  };

  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
      data-testid="staff-gallery-image"
    >
      <FallbackImage
        src={image.url}
        fallback={DEFAULT_BANNER}
        alt={name}
        loading="lazy"
        className="aspect-[4/3] w-full bg-stone-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-3">
        <p className="text-xs text-stone-600">
          {t('templeContent.gallery.position', { number: position + 1, total })} · {image.width} ×{' '}
          {image.height}
        </p>
        <SchemaForm form={form} onSubmit={saveCaption} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('templeContent.gallery.caption')}
              maxLength={MAX_CAPTION}
              error={fieldMessage(form.formState.errors.caption?.message)}
              {...form.register('caption')}
            />
          </div>
          {isCaptionChanged ? (
            <Button type="submit" variant="secondary" isBusy={update.isPending}>
              {t('common.save')}
            </Button>
          ) : null}
        </SchemaForm>
        <div className="mt-auto flex flex-wrap items-center gap-1">
          <Button
            variant="secondary"
            disabled={position === 0 || move.isPending}
            onClick={() => moveTo(position - 1)}
            aria-label={t('templeContent.gallery.moveEarlier', { name })}
          >
            ↑ {t('templeContent.gallery.earlier')}
          </Button>
          <Button
            variant="secondary"
            disabled={position >= total - 1 || move.isPending}
            onClick={() => moveTo(position + 1)}
            aria-label={t('templeContent.gallery.moveLater', { name })}
          >
            ↓ {t('templeContent.gallery.later')}
          </Button>
          <Button
            variant="ghost"
            className="ml-auto"
            onClick={() => void confirmDelete()}
            isBusy={remove.isPending}
          >
            {t('common.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}

function Gallery({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const list = useListState([], PAGE_SIZE);
  const gallery = useStaffGallery(templeId, { offset: list.offset, limit: list.limit });
  return (
    <>
      <AddImage templeId={templeId} />
      <ListResults
        query={gallery}
        emptyText={t('templeContent.gallery.none')}
        paging={{ offset: list.offset, limit: list.limit, onChange: list.setOffset }}
      >
        {(items) => (
          <section aria-label={t('templeContent.gallery.images')} className="p-4">
            <p className="mb-3 text-sm text-stone-700">{t('templeContent.gallery.orderHint')}</p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((image, index) => (
                <GalleryItem
                  key={`${image.id}-${image.caption ?? ''}`}
                  templeId={templeId}
                  image={image}
                  position={list.offset + index}
                  total={gallery.data?.total ?? items.length}
                />
              ))}
            </ul>
          </section>
        )}
      </ListResults>
    </>
  );
}

/** spec gallery (temple staff): add images through the cropper with a caption, order them, delete. */
export default function StaffGalleryPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('templeContent.gallery.title')} helpPage="temple-gallery" width="wide">
      <StaffTemple>{(templeId) => <Gallery templeId={templeId} />}</StaffTemple>
    </Page>
  );
}
