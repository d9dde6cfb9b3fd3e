import { OrderLineStatus, SevaType, UserType } from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { lineCardView } from './line-card-rules.ts';

const line = {
  status: OrderLineStatus.Booked as number,
  isApproved: false,
  sevaType: SevaType.Regular as number,
  isAllowEdit: true,
  sevaName: 'Unniyappam',
  rate: 12000,
  postageCharge: 6000,
  quantity: 2,
};

describe('transaction-details seva card (spec §2, §4, §5)', () => {
  it.each([
    [OrderLineStatus.Rejected, true, 'Seva Rejected'],
    [OrderLineStatus.Booked, true, 'Seva Approved'],
    [OrderLineStatus.AwaitingApproval, true, 'Approval Pending'],
    [OrderLineStatus.Booked, false, ''],
    [OrderLineStatus.AwaitingApproval, false, ''],
    [OrderLineStatus.Rejected, false, ''],
  ])('status %i with IsApproved %s shows the banner %j', (status, isApproved, banner) => {
    expect(lineCardView({ ...line, status, isApproved }, UserType.Devotee).banner).toBe(banner);
  });

  it.each([
    [SevaType.PreBooking, OrderLineStatus.Booked, true],
    [SevaType.PreBooking, OrderLineStatus.AwaitingApproval, false],
    [SevaType.PreBooking, OrderLineStatus.Rejected, false],
    [SevaType.Regular, OrderLineStatus.Booked, true],
    [SevaType.Regular, OrderLineStatus.AwaitingApproval, false],
    [SevaType.SpecialPooja, OrderLineStatus.Booked, true],
  ])('seva type %i with status %i shows the perform date: %s', (sevaType, status, isShown) => {
    expect(lineCardView({ ...line, sevaType, status }, UserType.Devotee).isPerformDateShown).toBe(isShown);
  });

  it('marks a seva the temple refunded (status 4), whatever its approval', () => {
    expect(lineCardView({ ...line, status: OrderLineStatus.Refunded }, UserType.Devotee).isRefunded).toBe(
      true,
    );
    expect(lineCardView({ ...line, status: OrderLineStatus.Rejected }, UserType.Devotee).isRefunded).toBe(
      false,
    );
  });

  it('shows Edit only when IsAllowEdit is 1', () => {
    expect(lineCardView({ ...line, isAllowEdit: true }, UserType.Devotee).isEditShown).toBe(true);
    expect(lineCardView({ ...line, isAllowEdit: false }, UserType.Devotee).isEditShown).toBe(false);
  });

  it('locks date, name and star of an approved line with Status 0 for a devotee', () => {
    const approved = { ...line, isApproved: true, status: OrderLineStatus.Booked };
    expect(lineCardView(approved, UserType.Devotee)).toMatchObject({
      isEditShown: true,
      canEditDateNameStar: false,
    });
    expect(lineCardView(approved, UserType.TempleAdmin).canEditDateNameStar).toBe(true);
    expect(
      lineCardView({ ...approved, status: OrderLineStatus.AwaitingApproval }, UserType.Devotee)
        .canEditDateNameStar,
    ).toBe(true);
    expect(lineCardView({ ...line, isAllowEdit: false }, UserType.TempleAdmin).canEditDateNameStar).toBe(
      false,
    );
  });

  it('labels the seva with rate plus postage to 2 decimals and totals (rate + postage) × quantity', () => {
    expect(lineCardView(line, UserType.Devotee)).toMatchObject({
      sevaLabel: 'Unniyappam (180.00)',
      lineTotal: 36000,
    });
    expect(
      lineCardView({ ...line, rate: 2050, postageCharge: 0, quantity: 3 }, UserType.Devotee),
    ).toMatchObject({
      sevaLabel: 'Unniyappam (20.50)',
      lineTotal: 6150,
    });
  });
});
