import {
  canDevoteeEditLine,
  isPerformDateVisible,
  type LineBanner,
  lineBanner,
  OrderLineStatus,
  type OrderLineView,
  paiseToRupees,
} from '@nivedya/domain';

/**
 * What one seva card of the transaction-details modal shows (spec §2, §4, §5), from the line's own
 * status, approval and edit flags through the domain's rules.
 */
export interface LineCardView {
  /** spec §4 seva line banner; '' shows none. */
  banner: LineBanner;
  /** spec §4 perform date visibility. */
  isPerformDateShown: boolean;
  /** spec §2: the Edit button only when IsAllowEdit is 1. */
  isEditShown: boolean;
  /** spec §5: date, devotee name and star can be changed in perform-postpone. */
  canEditDateNameStar: boolean;
  /** "seva name (rate plus postage, 2 decimals)". */
  sevaLabel: string;
  /** (rate + postage) × quantity, paise. */
  lineTotal: number;
  /** The temple refunded this seva (status 4): a Refunded banner stands in for the spec's banner. */
  isRefunded: boolean;
}

export const BANNER_KEYS: Record<Exclude<LineBanner, ''>, string> = {
  'Seva Rejected': 'orders.banner.rejected',
  'Seva Approved': 'orders.banner.approved',
  'Approval Pending': 'orders.banner.pending',
};

export function lineCardView(
  line: Pick<
    OrderLineView,
    'status' | 'isApproved' | 'sevaType' | 'isAllowEdit' | 'sevaName' | 'rate' | 'postageCharge' | 'quantity'
  >,
  userType: number,
): LineCardView {
  const rights = canDevoteeEditLine(line, userType);
  const unit = line.rate + line.postageCharge;
  return {
    banner: lineBanner(line),
    isPerformDateShown: isPerformDateVisible(line),
    isEditShown: rights.canEdit,
    canEditDateNameStar: rights.canEditDateNameStar,
    sevaLabel: `${line.sevaName} (${paiseToRupees(unit)})`,
    lineTotal: unit * line.quantity,
    isRefunded: line.status === OrderLineStatus.Refunded,
  };
}
