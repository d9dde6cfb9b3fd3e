import {
  imageUrl,
  type NamedRef,
  type StaffDeity,
  type StaffSeva,
  type StaffSevaGroup,
  toTimeOfDay,
} from '@nivedya/domain';
import type { StaffDeityRow, StaffSevaGroupRow, StaffSevaRow } from './catalogue-management-repository.ts';

/** Rows to the staff DTOs (STYLE: responses are DTOs, never rows). */

export function toStaffDeity(row: StaffDeityRow): StaffDeity {
  return { ...row, imageUrl: imageUrl('deity', row.id), updatedAt: row.updatedAt.toISOString() };
}

export function toStaffSevaGroup(row: StaffSevaGroupRow): StaffSevaGroup {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

function ref(id: number | null, name: string | null, nameNarration: string | null): NamedRef | null {
  return id === null || name === null ? null : { id, name, nameNarration };
}

export function toStaffSeva(row: StaffSevaRow): StaffSeva {
  return {
    id: row.id,
    templeId: row.templeId,
    code: row.code,
    name: row.name,
    nameNarration: row.nameNarration,
    deity: ref(row.deityId, row.deityName, row.deityNameNarration),
    group: ref(row.sevaGroupId, row.groupName, row.groupNameNarration),
    rate: row.rate,
    performTime: row.performTime,
    prasadamTime: row.prasadamTime,
    maxLimitPerDay: row.maxLimitPerDay,
    shortDescription: row.shortDescription,
    rulesRemark: row.rulesRemark,
    devoteeCount: row.devoteeCount,
    sevaType: row.sevaType,
    bookingType: row.bookingType,
    dayType: row.dayType,
    tags: row.tags,
    blockTime: toTimeOfDay(row.blockTime),
    endDate: row.endDate,
    isContinuous: row.isContinuous,
    isApproved: row.isApproved,
    needsApproval: row.needsApproval,
    isPrasadamDeliverable: row.isPrasadamDeliverable,
    deliveryCharge: row.deliveryCharge,
    deliveryHeading: row.deliveryHeading,
    deliveryRemarks: row.deliveryRemarks,
    postageCharge: row.postageCharge,
    orderNo: row.orderNo,
    status: row.status,
    imageUrl: imageUrl('seva', row.id),
    updatedAt: row.updatedAt.toISOString(),
  };
}
