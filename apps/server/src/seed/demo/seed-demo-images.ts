import { and, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import { svgToJpeg } from '../../lib/jpeg-image.ts';
import { deitySvg, templeBannerSvg, templeLogoSvg } from '../artwork.ts';
import type { SeededTemple } from './seed-demo-temples.ts';

interface WantedImage {
  kind: 'temple-logo' | 'temple-banner' | 'deity' | 'gallery';
  ownerId: number;
  svg: string;
  caption: string | null;
  orderNo: number;
}

/**
 * Logo, banner and gallery for each demo temple and a card for each deity, drawn only for owners that
 * have none, so a second run renders nothing.
 */
export async function seedDemoImages(db: Executor, seeded: SeededTemple[], now: Date): Promise<number> {
  const templeIds = seeded.map((temple) => temple.id);
  const deityIds = seeded.flatMap((temple) => [...temple.deityIds.values()]);
  const existing = await db
    .select({ kind: images.kind, ownerId: images.ownerId })
    .from(images)
    .where(
      or(
        and(
          inArray(images.kind, ['temple-logo', 'temple-banner', 'gallery']),
          inArray(images.ownerId, templeIds),
        ),
        and(inArray(images.kind, ['deity']), inArray(images.ownerId, deityIds)),
      ),
    );
  const present = new Set(existing.map((row) => `${row.kind}:${row.ownerId}`));

  const wanted: WantedImage[] = [];
  const want = (image: WantedImage) => {
    if (!present.has(`${image.kind}:${image.ownerId}`)) wanted.push(image);
  };
  for (const { id, demo, locationName, deityIds: deityIdByCode } of seeded) {
    const { temple } = demo;
    const subtitle = [temple.place, locationName].filter(Boolean).join(', ');
    want({
      kind: 'temple-logo',
      ownerId: id,
      svg: templeLogoSvg(temple.shortCode ?? undefined),
      caption: null,
      orderNo: 0,
    });
    want({
      kind: 'temple-banner',
      ownerId: id,
      svg: templeBannerSvg(temple.name, subtitle),
      caption: null,
      orderNo: 0,
    });
    demo.galleryCaptions.forEach((caption, index) => {
      want({
        kind: 'gallery',
        ownerId: id,
        svg: templeBannerSvg(caption, temple.name),
        caption,
        orderNo: index + 1,
      });
    });
    for (const deity of demo.deities) {
      const deityId = deityIdByCode.get(deity.code);
      if (deityId !== undefined) {
        want({ kind: 'deity', ownerId: deityId, svg: deitySvg(deity.name), caption: deity.name, orderNo: 0 });
      }
    }
  }
  if (wanted.length === 0) return 0;

  const encoded = await Promise.all(wanted.map((image) => svgToJpeg(image.svg)));
  const created = await db
    .insert(images)
    .values(
      wanted.map((image, index) => ({
        kind: image.kind,
        ownerId: image.ownerId,
        caption: image.caption,
        orderNo: image.orderNo,
        ...encoded[index]!,
        createdAt: now,
        updatedAt: now,
      })),
    )
    // Another process seeding at the same moment may have stored the same single image. The predicate
    // is the unique index's (db/schema/images.ts), which PostgreSQL needs to find it.
    .onConflictDoNothing({
      target: [images.kind, images.ownerId],
      where: sql`kind not in ('gallery', 'performance-photo')`,
    })
    .returning({ id: images.id });
  return created.length;
}
