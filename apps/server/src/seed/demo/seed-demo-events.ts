import { addDays, localDateTime } from '@nivedya/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { images, templeEvents } from '../../db/schema/index.ts';
import type { SeededTemple } from './seed-demo-temples.ts';

/**
 * Events and festivals of each demo temple, dated from the seed day, each festival with its gallery
 * image. Only temples with no events at all get them, so a second run (or staff's own events) changes
 * nothing.
 */
export async function seedDemoEvents(db: Executor, seeded: SeededTemple[], now: Date): Promise<number> {
  const templeIds = seeded.map((temple) => temple.id);
  const [existing, gallery] = await Promise.all([
    db
      .select({ templeId: templeEvents.templeId })
      .from(templeEvents)
      .where(inArray(templeEvents.templeId, templeIds)),
    db
      .select({ id: images.id, ownerId: images.ownerId, caption: images.caption })
      .from(images)
      .where(and(eq(images.kind, 'gallery'), inArray(images.ownerId, templeIds))),
  ]);
  const hasEvents = new Set(existing.map((row) => row.templeId));
  const imageId = (templeId: number, caption: string | undefined) =>
    gallery.find((image) => image.ownerId === templeId && image.caption === caption)?.id ?? null;

  const today = localDateTime(now, 'Asia/Kolkata').date;
  const values = seeded
    .filter((temple) => !hasEvents.has(temple.id))
    .flatMap(({ id: templeId, demo }) =>
      demo.events.map((event) => ({
        templeId,
        kind: event.kind,
        title: event.title,
        titleNarration: event.titleNarration,
        description: event.description,
        startDate: addDays(today, event.inDays),
        endDate: addDays(today, event.inDays + event.days - 1),
        imageId: imageId(templeId, event.galleryCaption),
        createdAt: now,
        updatedAt: now,
      })),
    );
  if (values.length === 0) return 0;
  await db.insert(templeEvents).values(values);
  return values.length;
}
