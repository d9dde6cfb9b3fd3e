import { MessageType, type StaffGalleryImage } from '@nivedya/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFieldMessage } from '../../../../lib/error-text.ts';
import { useAlert } from '../../../../ui/alert-provider.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { DEFAULT_BANNER, FallbackImage } from '../../../../ui/fallback-image.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { Card, Page } from '../../../../ui/page.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { ImagePicker } from '../../image-cropper/image-picker.tsx';
import type { CroppedImage } from '../../image-cropper/upload-image.ts';
import { serverFieldErrors } from '../../shared/schema-errors.ts';
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

function AddImage({ templeId }: { templeId: number }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const add = useAddGalleryImage(templeId);
  const [image, setImage] = useState<CroppedImage | null>(null);
  const [caption, setCaption] = useState('');
  const [captionError, setCaptionError] = useState<string | undefined>();
  // A new picker after each upload, so it shows no leftover image.
  const [round, setRound] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!image) {
      alert.show(MessageType.Warning, t('cropper.selectImage'));
      return;
    }
    setCaptionError(undefined);
    add.mutate(
      { image: image.blob, caption },
      {
        onSuccess: () => {
          setImage(null);
          setCaption('');
          setRound((current) => current + 1);
          alert.show(MessageType.Success, t('templeContent.gallery.added'));
        },
        onError: (failure) => {
          setCaptionError(fieldMessage(serverFieldErrors(failure).caption));
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
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
          value={caption}
          maxLength={MAX_CAPTION}
          onChange={(event) => setCaption(event.target.value)}
          placeholder={t('templeContent.gallery.captionPlaceholder')}
          error={captionError}
        />
        <div className="flex justify-end">
          <Button type="submit" isBusy={add.isPending}>
            {t('templeContent.gallery.upload')}
          </Button>
        </div>
      </form>
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
  const [caption, setCaption] = useState(image.caption ?? '');
  const name = image.caption ?? t('templeContent.gallery.imageNumber', { number: position + 1 });
  const isCaptionChanged = caption.trim() !== (image.caption ?? '');
  const fail = (failure: Error) => alert.show(MessageType.Error, errorText(failure));

  const saveCaption = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { imageId: image.id, input: { caption } },
      {
        onSuccess: () => alert.show(MessageType.Success, t('templeContent.gallery.captionSaved')),
        onError: fail,
      },
    );
  };
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
        <form noValidate onSubmit={saveCaption} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('templeContent.gallery.caption')}
              value={caption}
              maxLength={MAX_CAPTION}
              onChange={(event) => setCaption(event.target.value)}
            />
          </div>
          {isCaptionChanged ? (
            <Button type="submit" variant="secondary" isBusy={update.isPending}>
              {t('common.save')}
            </Button>
          ) : null}
        </form>
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
  const [offset, setOffset] = useState(0);
  const gallery = useStaffGallery(templeId, { offset, limit: PAGE_SIZE });
  return (
    <>
      <AddImage templeId={templeId} />
      {gallery.isPending ? <Loading /> : null}
      {gallery.isError ? <ErrorMessage error={gallery.error} onRetry={() => void gallery.refetch()} /> : null}
      {gallery.isSuccess ? (
        gallery.data.items.length === 0 ? (
          <Card>{t('templeContent.gallery.none')}</Card>
        ) : (
          <section
            aria-label={t('templeContent.gallery.images')}
            className={gallery.isPlaceholderData ? 'opacity-60' : ''}
          >
            <p className="mb-3 text-sm text-stone-700">{t('templeContent.gallery.orderHint')}</p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {gallery.data.items.map((image, index) => (
                <GalleryItem
                  key={`${image.id}-${image.caption ?? ''}`}
                  templeId={templeId}
                  image={image}
                  position={offset + index}
                  total={gallery.data.total}
                />
              ))}
            </ul>
            <Pager offset={offset} limit={PAGE_SIZE} total={gallery.data.total} onChange={setOffset} />
          </section>
        )
      ) : null}
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
