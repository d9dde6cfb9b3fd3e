import {
  imageUrl,
  lastBookableDate,
  minPerformDate,
  type NamedRef,
  type SevaSummary,
  SevaType,
} from '@nivedya/domain';
import type { TempleBookingSettings } from '../temples/index.ts';
import type { SevaRow } from './sevas-repository.ts';

function ref(id: number | null, name: string | null, nameNarration: string | null): NamedRef | null {
  return id === null || name === null ? null : { id, name, nameNarration };
}

/** The first day a devotee may choose for the seva now; null for a pre-booking (the temple allots it). */
export function sevaMinPerformDate(
  seva: Pick<SevaRow, 'sevaType' | 'blockTime'>,
  temple: TempleBookingSettings,
  now: Date,
): string | null {
  if (seva.sevaType === SevaType.PreBooking) return null;
  return minPerformDate({
    now,
    timeZone: temple.timeZone,
    sevaBlockPeriodDays: temple.sevaBlockPeriodDays,
    blockTime: seva.blockTime,
  });
}

/** A seva row to the public DTO (STYLE: responses are DTOs, never rows). */
export function toSevaSummary(row: SevaRow, temple: TempleBookingSettings, now: Date): SevaSummary {
  return {
    id: row.id,
    templeId: row.templeId,
    code: row.code,
    name: row.name,
    nameNarration: row.nameNarration,
    deity: ref(row.deityId, row.deityName, row.deityNameNarration),
    group: ref(row.groupId, row.groupName, row.groupNameNarration),
    rate: row.rate,
    performTime: row.performTime,
    prasadamTime: row.prasadamTime,
    shortDescription: row.shortDescription,
    rulesRemark: row.rulesRemark,
    sevaType: row.sevaType,
    dayType: row.dayType,
    isContinuous: row.isContinuous,
    needsApproval: row.needsApproval,
    maxLimitPerDay: row.maxLimitPerDay,
    devoteeCount: row.devoteeCount,
    postageCharge: row.postageCharge,
    delivery: {
      isAvailable: row.isPrasadamDeliverable,
      charge: row.isPrasadamDeliverable ? row.deliveryCharge : 0,
      heading: row.deliveryHeading,
      remarks: row.deliveryRemarks,
    },
    endDate: lastBookableDate(row.endDate, temple.sevaEndDate),
    minPerformDate: sevaMinPerformDate(row, temple, now),
    imageUrl: imageUrl('seva', row.id),
    deityImageUrl: row.deityId === null ? null : imageUrl('deity', row.deityId),
  };
}
