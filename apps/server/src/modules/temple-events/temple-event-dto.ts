import { imageUrl, type TempleEvent, type TempleEventKind } from '@nivedya/domain';
import type { TempleEventRow } from './temple-events-repository.ts';

export function toTempleEvent(row: TempleEventRow): TempleEvent {
  return {
    id: row.id,
    templeId: row.templeId,
    // The column's check constraint admits only these kinds.
    kind: row.kind as TempleEventKind,
    title: row.title,
    titleNarration: row.titleNarration,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    // spec §9 fallback images: no picture of its own shows the temple's banner (or the default banner).
    imageUrl:
      row.imageId === null ? imageUrl('temple-banner', row.templeId) : imageUrl('gallery', row.imageId),
  };
}
