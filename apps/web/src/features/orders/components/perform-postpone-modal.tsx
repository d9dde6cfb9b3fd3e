import type { OrderDetail, OrderLineView } from '@nivedya/domain';
import { useTranslation } from 'react-i18next';
import PostponeModal, { PostponeType } from '../../../ui/perform-postpone-modal.tsx';
import { useUpdateOrderLine } from '../api/update-order-line.ts';

/**
 * spec perform postpone (modal), the devotee's side (SAVE, transaction Type 0, only when IsAllowEdit is
 * 1): date, name and star are disabled when spec §5 says so; the remarks can still change.
 */
export default function PerformPostponeModal({
  order,
  line,
  canEditDateNameStar,
  onClose,
}: {
  order: Pick<OrderDetail, 'orderNumber'>;
  line: OrderLineView;
  canEditDateNameStar: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateOrderLine();
  return (
    <PostponeModal
      type={PostponeType.Update}
      orderNumber={order.orderNumber}
      line={line}
      canEditDateNameStar={canEditDateNameStar}
      lockedNote={t('postpone.locked')}
      // spec §8: "Are you sure to update?", "Seva details updated successfully", "Error while update seva details".
      texts={{
        confirm: t('postpone.confirm'),
        confirmButton: t('postpone.update'),
        success: t('postpone.updated'),
        failure: t('postpone.failed'),
      }}
      onSave={(values) => update.mutateAsync({ lineId: line.id, ...values })}
      onClose={onClose}
    />
  );
}
