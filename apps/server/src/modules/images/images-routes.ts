import { IMAGE_KINDS, type ImageKind } from '@nivedya/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { NotModifiedSchema } from '../../plugins/openapi.ts';
import { getImage } from './get-image.ts';

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

const MAX_AGE_SECONDS = 300;

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
  async function sendImage(request: FastifyRequest, reply: FastifyReply, kind: ImageKind, ownerId: number) {
    const image = await getImage(deps.db, kind, ownerId, etagsHeld(request.headers['if-none-match']));
    const etag = `"${image.etag}"`;
    reply
      .header('etag', etag)
      .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
      // The native apps load images from another origin (capacitor://localhost).
      .header('cross-origin-resource-policy', 'cross-origin');
    if (image.bytes === null) return reply.status(304).send();
    return reply.type(image.contentType).send(image.bytes);
  }

  app.get(
    '/api/v1/images/:kind/:ownerId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['images'],
        description:
          'The stored image of a temple logo or banner, deity or seva (by owner id) or gallery image (by image id); the default image when none is stored.',
        params: ImageParamsSchema,
        response: {
          200: {
            description: 'The image, as stored (JPEG, PNG or WebP)',
            content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } },
          },
          304: NotModifiedSchema,
        },
      },
    },
    async (request, reply) => sendImage(request, reply, request.params.kind, request.params.ownerId),
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
      async (request, reply) => sendImage(request, reply, kind, request.params.fileName),
    );
  }
};
