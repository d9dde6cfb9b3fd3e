import type { PageQuery, StaffGalleryList } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { toStaffGalleryImage } from './image-dto.ts';
import { selectStaffGallery } from './images-repository.ts';

/** spec gallery (staff): the temple's gallery in display order, whether or not the temple is listed. */
export async function findStaffGallery(
  db: Executor,
  templeId: number,
  page: PageQuery,
): Promise<StaffGalleryList> {
  const { rows, total } = await selectStaffGallery(db, { templeId, ...page });
  return { items: rows.map(toStaffGalleryImage), total };
}
