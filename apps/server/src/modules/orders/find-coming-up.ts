import {
  COMING_POOJAS_LIMIT,
  type ComingUp,
  DECISION_NOTICE_DAYS,
  type DevoteeNotice,
  OrderLineStatus,
} from '@nivedya/domain';
import type { Executor } from '../../db/client.ts';
import {
  selectBankTransfersDue,
  selectCancellationDecisions,
  selectComingPoojas,
  selectLineDecisions,
} from './coming-up-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The devotee's home (issue #18): their next few booked poojas, and what needs them or is news to them —
 * a bank transfer still to pay, the temple's answer on a seva that waited for a date, and on their
 * request to cancel. Answers stay for DECISION_NOTICE_DAYS; a transfer due stays until it is paid.
 */
export async function findComingUp(db: Executor, userId: number, now: Date): Promise<ComingUp> {
  const since = new Date(now.getTime() - DECISION_NOTICE_DAYS * DAY_MS);
  const [poojas, transfers, lineDecisions, cancellations] = await Promise.all([
    selectComingPoojas(db, userId, now, COMING_POOJAS_LIMIT),
    selectBankTransfersDue(db, userId),
    selectLineDecisions(db, userId, since),
    selectCancellationDecisions(db, userId, since),
  ]);
  const none = { paymentId: null, sevaName: null, performDate: null, amount: null };
  const decisions: DevoteeNotice[] = [
    ...lineDecisions.map((line) => ({
      ...none,
      kind: line.status === OrderLineStatus.Rejected ? ('sevaRejected' as const) : ('dateAllotted' as const),
      orderId: line.orderId,
      orderNumber: line.orderNumber,
      templeName: line.templeName,
      templeNameNarration: line.templeNameNarration,
      sevaName: line.sevaName,
      performDate: line.status === OrderLineStatus.Rejected ? null : line.performDate,
      at: (line.at ?? now).toISOString(),
    })),
    ...cancellations.map((refund) => ({
      ...none,
      kind:
        refund.status === 'rejected' ? ('cancellationRejected' as const) : ('cancellationApproved' as const),
      orderId: refund.orderId,
      orderNumber: refund.orderNumber,
      templeName: refund.templeName,
      templeNameNarration: refund.templeNameNarration,
      at: (refund.at ?? now).toISOString(),
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return {
    poojas: poojas.flatMap((pooja) =>
      pooja.performDate === null ? [] : [{ ...pooja, performDate: pooja.performDate }],
    ),
    // A payment to make comes before news.
    notices: [
      ...transfers.map((transfer) => ({
        ...none,
        kind: 'bankTransferDue' as const,
        orderId: transfer.orderId,
        orderNumber: transfer.orderNumber,
        paymentId: transfer.paymentId,
        templeName: transfer.templeName,
        templeNameNarration: transfer.templeNameNarration,
        amount: transfer.amount,
        at: transfer.at.toISOString(),
      })),
      ...decisions,
    ],
  };
}
