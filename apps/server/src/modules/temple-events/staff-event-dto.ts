import type { StaffTempleEvent } from '@nivedya/domain';
import type { StaffEventRow } from './event-management-repository.ts';
import { toTempleEvent } from './temple-event-dto.ts';

export function toStaffTempleEvent(row: StaffEventRow): StaffTempleEvent {
  return {
    ...toTempleEvent(row),
    imageId: row.imageId,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
  };
}
