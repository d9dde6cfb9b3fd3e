import { OrderLineStatus } from '../order-codes.ts';
import { UserType } from '../roles.ts';
import { SevaType } from '../seva-codes.ts';

/** spec §4 "Seva line banner", word for word. */
export type LineBanner = 'Seva Rejected' | 'Seva Approved' | 'Approval Pending' | '';

export function lineBanner({ status, isApproved }: { status: number; isApproved: boolean }): LineBanner {
  if (!isApproved) return '';
  if (status === OrderLineStatus.Rejected) return 'Seva Rejected';
  if (status === OrderLineStatus.Booked) return 'Seva Approved';
  if (status === OrderLineStatus.AwaitingApproval) return 'Approval Pending';
  return '';
}

/**
 * spec §4 "Perform date visibility": type-3 sevas show it only when Status is 0 (the temple has
 * allotted it); other sevas hide it while pending, which we read as Status 2, awaiting approval.
 */
export function isPerformDateVisible({ sevaType, status }: { sevaType: number; status: number }): boolean {
  if (sevaType === SevaType.PreBooking) return status === OrderLineStatus.Booked;
  return status !== OrderLineStatus.AwaitingApproval;
}

export interface LineEditRights {
  /** The Edit button shows (spec: only when IsAllowEdit is 1). */
  canEdit: boolean;
  /** Date, devotee name and star can be changed (spec §5). */
  canEditDateNameStar: boolean;
}

/**
 * spec §2 Edit button only when IsAllowEdit is 1; spec §5 the date, name and star are disabled when
 * the seva is approved, the user is a devotee (type 4) and Status is 0.
 */
export function canDevoteeEditLine(
  line: { isAllowEdit: boolean; isApproved: boolean; status: number },
  userType: number,
): LineEditRights {
  const isLocked = line.isApproved && userType === UserType.Devotee && line.status === OrderLineStatus.Booked;
  return { canEdit: line.isAllowEdit, canEditDateNameStar: line.isAllowEdit && !isLocked };
}
