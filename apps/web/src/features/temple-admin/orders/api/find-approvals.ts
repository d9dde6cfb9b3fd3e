import type { ApprovalKind, ApprovalList, ApprovalState } from '@nivedya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { approvalsKey } from './order-keys.ts';

export interface ApprovalQuery {
  kind: ApprovalKind;
  status: ApprovalState;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  offset: number;
  limit: number;
}

/** GET T/approvals: pre-booking-report and vazhipad-approval-report. */
export function findApprovals(
  templeId: number,
  query: ApprovalQuery,
  signal?: AbortSignal,
): Promise<ApprovalList> {
  return apiClient.get('/api/v1/temples/{templeId}/approvals', {
    params: { path: { templeId }, query },
    signal,
  });
}

export function useApprovals(templeId: number, query: ApprovalQuery) {
  return useQuery({
    queryKey: [...approvalsKey(templeId), query],
    queryFn: ({ signal }) => findApprovals(templeId, query, signal),
    placeholderData: keepPreviousData,
  });
}
