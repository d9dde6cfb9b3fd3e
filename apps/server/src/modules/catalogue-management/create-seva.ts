import {
  type CreateSevaInput,
  SevaBookingType,
  SevaDayType,
  SevaType,
  type StaffSeva,
} from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditLog } from '../../lib/audit-log.ts';
import type { Actor } from '../../plugins/auth.ts';
import { codeForNew } from './catalogue-codes.ts';
import { insertSeva } from './catalogue-management-repository.ts';
import { getStaffSeva } from './get-staff-seva.ts';
import { assertMayApprove, assertOwnReferences, canApproveSevas } from './seva-rules.ts';

/**
 * spec sevainsert: a new seva with every field of spec §3 Seva. Made by the temple administrator it
 * is approved for listing at once; made by staff it waits for the administrator's approval.
 */
export async function createSeva(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  templeId: number,
  input: CreateSevaInput,
): Promise<StaffSeva> {
  assertMayApprove(actor, input.isApproved);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await assertOwnReferences(tx, templeId, input);
    const id = await insertSeva(tx, {
      templeId,
      code: await codeForNew(tx, 'seva', templeId, input.code, input.name),
      name: input.name,
      nameNarration: input.nameNarration ?? null,
      deityId: input.deityId ?? null,
      sevaGroupId: input.sevaGroupId ?? null,
      rate: input.rate,
      performTime: input.performTime ?? null,
      prasadamTime: input.prasadamTime ?? null,
      maxLimitPerDay: input.maxLimitPerDay ?? null,
      shortDescription: input.shortDescription ?? null,
      rulesRemark: input.rulesRemark ?? null,
      devoteeCount: input.devoteeCount ?? 1,
      sevaType: input.sevaType ?? SevaType.Regular,
      bookingType: input.bookingType ?? SevaBookingType.OnlineAndCounter,
      dayType: input.dayType ?? SevaDayType.EveryDay,
      tags: input.tags ?? [],
      blockTime: input.blockTime ?? null,
      endDate: input.endDate ?? null,
      isContinuous: input.isContinuous ?? false,
      isApproved: input.isApproved ?? canApproveSevas(actor),
      needsApproval: input.needsApproval ?? false,
      isPrasadamDeliverable: input.isPrasadamDeliverable ?? false,
      deliveryCharge: input.deliveryCharge ?? 0,
      deliveryHeading: input.deliveryHeading ?? null,
      deliveryRemarks: input.deliveryRemarks ?? null,
      postageCharge: input.postageCharge ?? 0,
      orderNo: input.orderNo ?? 0,
      status: input.status ?? 1,
      createdAt: now,
      updatedAt: now,
    });
    const created = await getStaffSeva(tx, templeId, id);
    await writeAuditLog(tx, {
      actorUserId: actor.id,
      templeId,
      action: 'seva.created',
      entity: 'seva',
      entityId: id,
      after: created,
      ip: actor.ip,
      at: now,
    });
    return created;
  });
}
