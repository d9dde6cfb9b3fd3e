import multipart from '@fastify/multipart';
import {
  DomainError,
  MAX_IMAGE_UPLOAD_BYTES,
  MoveGalleryImageInputSchema,
  PageQuerySchema,
  PerformancePhotoSchema,
  StaffGalleryImageSchema,
  StaffGalleryListSchema,
  StoredImageSchema,
  TempleGalleryImageParamsSchema,
  TempleIdParamsSchema,
  TempleImageParamsSchema,
  UpdateGalleryImageInputSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, templeStaffRoute } from '../../plugins/auth.ts';
import { NoContentSchema } from '../../plugins/openapi.ts';
import { addGalleryImage } from './add-gallery-image.ts';
import { addPerformancePhoto } from './add-performance-photo.ts';
import { deleteGalleryImage } from './delete-gallery-image.ts';
import { deleteImage } from './delete-image.ts';
import { findStaffGallery } from './find-staff-gallery.ts';
import { moveGalleryImage } from './move-gallery-image.ts';
import { readUpload } from './read-upload.ts';
import { updateGalleryImage } from './update-gallery-image.ts';
import { uploadImage } from './upload-image.ts';

const MAX_CAPTION = 300;

function captionOf(fields: Record<string, string>): string | null {
  const caption = (fields.caption ?? '').trim();
  if (caption.length > MAX_CAPTION) {
    throw new DomainError('VALIDATION_FAILED', `caption: At most ${MAX_CAPTION} characters`, {
      errors: [{ field: 'caption', message: `At most ${MAX_CAPTION} characters` }],
    });
  }
  return caption === '' ? null : caption;
}

/**
 * The image cropper's uploads (spec image-cropper, §5): temple logo and banner, deity and seva images,
 * gallery, and the photos attached when sevas are marked performed. One file per request as multipart/form-data, at most 5 MB; served by GET /api/v1/images/….
 */
export const imageManagementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 2000, parts: 6 },
  });
  const tags = ['images'];
  const consumes = ['multipart/form-data'];

  app.put(
    '/api/v1/temples/:templeId/images/:kind/:ownerId',
    {
      // The right depends on the kind (logo and banner: the temple's or the platform's administrators).
      config: templeStaffRoute({ platformAdmins: 'platform.temples' }),
      schema: {
        tags,
        summary: 'Upload the temple logo or banner, or a deity or seva image (one file field, ≤ 5 MB)',
        consumes,
        params: TempleImageParamsSchema,
        response: { 200: StoredImageSchema },
      },
    },
    async (request) =>
      uploadImage(deps, actorOf(request), request.params, async () => (await readUpload(request)).file),
  );

  app.delete(
    '/api/v1/temples/:templeId/images/:kind/:ownerId',
    {
      config: templeStaffRoute({ platformAdmins: 'platform.temples' }),
      schema: {
        tags,
        summary: 'Remove the image; the default one shows again',
        params: TempleImageParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteImage(deps, actorOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/temples/:templeId/gallery',
    {
      config: templeStaffRoute({ right: 'content.manage' }),
      schema: {
        tags,
        summary: 'Add a gallery image (one file field and an optional caption field)',
        consumes,
        params: TempleIdParamsSchema,
        response: { 201: StoredImageSchema },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readUpload(request);
      const image = await addGalleryImage(
        deps,
        actorOf(request),
        request.params.templeId,
        file,
        captionOf(fields),
      );
      return reply.status(201).send(image);
    },
  );

  app.post(
    '/api/v1/temples/:templeId/performances/photos',
    {
      config: templeStaffRoute({ right: 'performances', platformAdmins: 'platform.temples' }),
      schema: {
        tags,
        summary:
          'Upload a photo of sevas performed (issue #17 §4; one file field, ≤ 5 MB), then attach it with POST …/performances { photoId }; one not attached within a day is removed',
        consumes,
        params: TempleIdParamsSchema,
        response: { 201: PerformancePhotoSchema },
      },
    },
    async (request, reply) => {
      const { file } = await readUpload(request);
      const photo = await addPerformancePhoto(deps, actorOf(request), request.params.templeId, file);
      return reply.status(201).send(photo);
    },
  );

  app.get(
    '/api/v1/temples/:templeId/gallery/all',
    {
      config: templeStaffRoute(),
      schema: {
        tags,
        summary: "The temple's gallery in display order, for its staff",
        params: TempleIdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: StaffGalleryListSchema },
      },
    },
    async (request) => findStaffGallery(deps.db, request.params.templeId, request.query),
  );
  app.put(
    '/api/v1/temples/:templeId/gallery/:imageId/position',
    {
      config: templeStaffRoute({ right: 'content.manage' }),
      schema: {
        tags,
        summary: 'Move a gallery image to a place in the order (0 first); the others close up',
        params: TempleGalleryImageParamsSchema,
        body: MoveGalleryImageInputSchema,
        response: { 200: StaffGalleryImageSchema },
      },
    },
    async (request) =>
      moveGalleryImage(deps, actorOf(request), request.params.templeId, request.params.imageId, request.body),
  );
  app.patch(
    '/api/v1/temples/:templeId/gallery/:imageId',
    {
      config: templeStaffRoute({ right: 'content.manage' }),
      schema: {
        tags,
        params: TempleGalleryImageParamsSchema,
        body: UpdateGalleryImageInputSchema,
        response: { 200: StoredImageSchema },
      },
    },
    async (request) =>
      updateGalleryImage(
        deps,
        actorOf(request),
        request.params.templeId,
        request.params.imageId,
        request.body,
      ),
  );

  app.delete(
    '/api/v1/temples/:templeId/gallery/:imageId',
    {
      config: templeStaffRoute({ right: 'content.manage' }),
      schema: { tags, params: TempleGalleryImageParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await deleteGalleryImage(deps, actorOf(request), request.params.templeId, request.params.imageId);
      return reply.status(204).send(null);
    },
  );
};
