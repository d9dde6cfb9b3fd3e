import { DomainError, type Refund } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { toRefund } from './refund-dto.ts';
import { selectLinesOfRefund, selectRefund } from './refunds-repository.ts';

/** spec GET /Refund (one): a refund of this temple with its lines, requester and approver; 404 otherwise. */
export async function getRefund(
  deps: Pick<AppDeps, 'gateways'>,
  db: Executor,
  templeId: number,
  refundId: number,
): Promise<Refund> {
  const row = await selectRefund(db, templeId, refundId);
  if (!row) throw new DomainError('NOT_FOUND', 'No such refund at this temple');
  return toRefund(row, await selectLinesOfRefund(db, refundId), deps.gateways);
}
