import {
  IMAGE_KINDS,
  type ImageKind,
  PERFORMANCE_PHOTO_KIND,
  PERFORMANCE_PHOTO_TOKEN_PATTERN,
} from '@nivedya/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { NotModifiedSchema } from '../../plugins/openapi.ts';
import { getImage } from './get-image.ts';
import type { ServedImage } from './images-repository.ts';
import { getPerformancePhoto } from './performance-photos.ts';

const ImageParamsSchema = z.strictObject({
  kind: z.enum(IMAGE_KINDS),
  ownerId: z.coerce.number().int().positive(),
});

/** spec §2 asset paths name the file after the owner: TempleLogoUpload/{TempleId}.jpg. */
const AssetParamsSchema = z.strictObject({
  fileName: z
    .string()
    .regex(/^[1-9]\d{0,9}\.(jpg|jpeg|png)$/i, 'The file is named after an id, e.g. 12.jpg')
    .transform((fileName) => Number.parseInt(fileName, 10)),
});

const PerformancePhotoParamsSchema = z.strictObject({
  token: z.string().regex(PERFORMANCE_PHOTO_TOKEN_PATTERN, 'Not the address of a photo'),
});

/** A logo, banner, deity or seva image may be replaced: browsers ask again after five minutes. */
const REPLACEABLE_CACHE = 'public, max-age=300';
/**
 * A performance photo's address names one photo forever (it is never replaced), and only those who
 * were given the address may see it: kept by the browser, not by shared caches.
 */
const PERFORMANCE_PHOTO_CACHE = 'private, max-age=31536000, immutable';

const IMAGE_RESPONSES = {
  200: {
    description: 'The image, as stored (JPEG, PNG or WebP)',
    content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } },
  },
  304: NotModifiedSchema,
};

/** The ETags of an If-None-Match header ("a", W/"b"), unquoted; weak ones match too (RFC 9110 13.1.2). */
function etagsHeld(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter((tag) => tag.length > 2 && tag.startsWith('"') && tag.endsWith('"'))
    .map((tag) => tag.slice(1, -1));
}

export const imagesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  function sendImage(reply: FastifyReply, image: ServedImage, cacheControl = REPLACEABLE_CACHE) {
    reply
      .header('etag', `"${image.etag}"`)
      .header('cache-control', cacheControl)
      // The native apps load images from another origin (capacitor://localhost).
      .header('cross-origin-resource-policy', 'cross-origin');
    if (image.bytes === null) return reply.status(304).send();
    return reply.type(image.contentType).send(image.bytes);
  }
  const ownedImage = async (request: FastifyRequest, reply: FastifyReply, kind: ImageKind, ownerId: number) =>
    sendImage(reply, await getImage(deps.db, kind, ownerId, etagsHeld(request.headers['if-none-match'])));

  // The fixed segment wins over /:kind/:ownerId below: a token is never read as an owner id.
  app.get(
    `/api/v1/images/${PERFORMANCE_PHOTO_KIND}/:token`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        description:
          'A photo the temple attached when it marked sevas performed (issue #17 §4), by the unguessable token in its address, which only the booking details and the receipts of those sevas give.',
        params: PerformancePhotoParamsSchema,
        response: IMAGE_RESPONSES,
      },
    },
    async (request, reply) => {
      const photo = await getPerformancePhoto(
        deps.db,
        request.params.token,
        etagsHeld(request.headers['if-none-match']),
      );
      // The address is the key: a search engine that comes across it lists nothing.
      reply.header('x-robots-tag', 'noindex');
      return sendImage(reply, photo, PERFORMANCE_PHOTO_CACHE);
    },
  );

  app.get(
    '/api/v1/images/:kind/:ownerId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        description:
          'The stored image of a temple logo or banner, deity or seva (by owner id) or gallery image (by image id); the default image when none is stored.',
        params: ImageParamsSchema,
        response: IMAGE_RESPONSES,
      },
    },
    async (request, reply) => ownedImage(request, reply, request.params.kind, request.params.ownerId),
  );

  const assetRoutes: [string, ImageKind][] = [
    ['/assets/images/TempleLogoUpload/:fileName', 'temple-logo'],
    ['/assets/images/TempleDeityImageUpload/:fileName', 'deity'],
  ];
  for (const [url, kind] of assetRoutes) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: { tags: ['images'], hide: true, params: AssetParamsSchema },
      },
      async (request, reply) => ownedImage(request, reply, kind, request.params.fileName),
    );
  }
};
