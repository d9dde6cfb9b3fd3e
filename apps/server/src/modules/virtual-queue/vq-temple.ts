import { DomainError, type TempleDetail } from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import { getTemple } from '../temples/index.ts';

/** What the virtual queue needs of a temple, through the temples module's own use case. */
export interface VqTemple {
  id: number;
  name: string;
  nameNarration: string | null;
  shortCode: string | null;
  timeZone: string;
  bannerUrl: string;
  isVirtualQueue: boolean;
}

function toVqTemple(temple: TempleDetail): VqTemple {
  return {
    id: temple.id,
    name: temple.name,
    nameNarration: temple.nameNarration,
    shortCode: temple.shortCode,
    timeZone: temple.timeZone,
    bannerUrl: temple.bannerUrl,
    isVirtualQueue: temple.features.isVirtualQueue,
  };
}

/** A listed temple; staff may prepare its queue before the temple turns IsVirtualQueue on. */
export async function getVqTemple(db: Executor, templeId: number): Promise<VqTemple> {
  return toVqTemple(await getTemple(db, templeId));
}

/** A listed temple taking virtual-queue bookings (spec IsVirtualQueue); VQ_NOT_OFFERED otherwise. */
export async function getOfferingTemple(db: Executor, templeId: number): Promise<VqTemple> {
  const temple = await getVqTemple(db, templeId);
  if (!temple.isVirtualQueue) {
    throw new DomainError('VQ_NOT_OFFERED', `${temple.name} does not take virtual-queue bookings`, {
      templeId,
    });
  }
  return temple;
}
