import { DomainError } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { isGalleryImageOfTemple } from '../images/index.ts';

function invalid(field: string, message: string): DomainError {
  return new DomainError('VALIDATION_FAILED', `${field}: ${message}`, { errors: [{ field, message }] });
}

/** An event shows one of its own temple's gallery images, and ends on or after its start. */
export async function assertEventFacts(
  db: Executor,
  templeId: number,
  facts: { imageId: number | null | undefined; startDate: string; endDate: string },
): Promise<void> {
  if (facts.endDate < facts.startDate) throw invalid('endDate', 'The end date cannot be before the start');
  if (facts.imageId != null && !(await isGalleryImageOfTemple(db, templeId, facts.imageId))) {
    throw invalid('imageId', 'No gallery image of this temple has this id');
  }
}
