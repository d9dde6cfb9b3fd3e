import { addDays } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSevaAvailability } from '../../../../lib/seva-availability.ts';
import PerformPostponeModal, {
  type PostponeLine,
  PostponeType,
  type PostponeTypeValue,
} from '../../../../ui/perform-postpone-modal.tsx';
import { useApproveOrderLine } from '../api/approve-order-line.ts';
import { useStaffUpdateOrderLine } from '../api/update-order-line.ts';
import { panchangamState } from '../panchangam-link.ts';

export interface StaffPostponeTarget {
  type: PostponeTypeValue;
  orderId: number;
  orderNumber: string;
  line: PostponeLine & { id: number; sevaId: number };
}

/**
 * spec perform-postpone for the temple's staff: Type 1 allots a date to a line awaiting approval (with
 * the Panchangam button when the temple's flag is on), Type 0 changes a booked line. Staff may change
 * date, name and star (spec §5 locks them only for devotees).
 */
export default function StaffPostpone({
  templeId,
  target,
  showPanchangam,
  returnTo,
  onClose,
}: {
  templeId: number;
  target: StaffPostponeTarget;
  showPanchangam: boolean;
  /** Where the Panchangam's "back" leads: this screen, reopening this approval. */
  returnTo: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const approve = useApproveOrderLine(templeId);
  const update = useStaffUpdateOrderLine(templeId);
  const { type, line } = target;
  const isApproval = type === PostponeType.Approve;
  // The days the seva is already full (or blocked) cannot be allotted: the calendar shows them so
  // before SAVE, from the availability the server computes, for the three months from the first day.
  const from = line.minPerformDate;
  const availability = useSevaAvailability(line.sevaId, { from, to: addDays(from, 91) });
  const closedDays = new Set(
    (availability.data?.days ?? [])
      .filter((day) => day.status === 'full' || day.status === 'blocked')
      .map((day) => day.date),
  );
  return (
    <PerformPostponeModal
      type={type}
      orderNumber={target.orderNumber}
      line={line}
      canEditDateNameStar
      texts={
        isApproval
          ? {
              confirm: t('templeOrders.approve.confirm'),
              confirmButton: t('templeOrders.approve.allot'),
              success: t('templeOrders.approve.done'),
              failure: t('templeOrders.approve.failed'),
            }
          : {
              confirm: t('postpone.confirm'),
              confirmButton: t('postpone.update'),
              success: t('postpone.updated'),
              failure: t('postpone.failed'),
            }
      }
      onSave={(values) =>
        isApproval
          ? approve.mutateAsync({
              lineId: line.id,
              performDate: values.performDate ?? '',
              ...(values.devoteeName ? { devoteeName: values.devoteeName } : {}),
              ...(values.starId ? { starId: values.starId } : {}),
              remarks: values.remarks,
            })
          : update.mutateAsync({ lineId: line.id, ...values })
      }
      panchangam={
        isApproval && showPanchangam
          ? {
              label: t('templeOrders.approve.panchangam'),
              onOpen: () =>
                void navigate(`/seva-availability-settings?sevaId=${line.sevaId}`, {
                  state: panchangamState({
                    sevaName: line.sevaName,
                    orderNumber: target.orderNumber,
                    minDate: line.minPerformDate,
                    returnTo,
                  }),
                }),
            }
          : undefined
      }
      isDateUnavailable={(date) => closedDays.has(date)}
      onClose={onClose}
    />
  );
}
