import type { Page, VisitPass, VisitPassInput } from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18next } from '../../../i18n/index.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { SITE_URL } from '../../../lib/config.ts';
import { currentLanguage } from '../../../lib/error-text.ts';
import { visitsKey } from './visit-settings.ts';

/** Waiting passes move as exits make room: lists and the devotee's page follow without a reload. */
const FOLLOW_MS = 10_000;

const passesKey = (templeId: number) => [...visitsKey(templeId), 'passes'] as const;

/** What a pass's QR carries and a devotee opens: the gate scans the same link. */
export function passUrl(token: string): string {
  return `${SITE_URL}/walk-in-pass/${token}`;
}

/** Today's walk-in passes of the temple, newest first. */
export function useVisitPasses(templeId: number, page: { offset: number; limit: number }) {
  return useQuery({
    queryKey: [...passesKey(templeId), page],
    queryFn: ({ signal }): Promise<Page<VisitPass>> =>
      apiClient.get('/api/v1/temples/{templeId}/visits/passes', {
        params: { path: { templeId }, query: page },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: FOLLOW_MS,
  });
}

export function useIssuePass(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VisitPassInput): Promise<VisitPass> =>
      apiClient.post('/api/v1/temples/{templeId}/visits/passes', {
        params: { path: { templeId } },
        // The pass's SMS are written in the language of the desk or kiosk screen.
        body: { ...input, language: input.language ?? currentLanguage(i18next.language) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passesKey(templeId) }),
  });
}

export function useCancelPass(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passId: number): Promise<VisitPass> =>
      apiClient.post('/api/v1/temples/{templeId}/visits/passes/{passId}/cancel', {
        params: { path: { templeId, passId } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passesKey(templeId) }),
  });
}

/** The devotee's own pass by its link (no login), followed until it has been used or cancelled. */
export function useWalkInPass(token: string | undefined) {
  return useQuery({
    queryKey: ['walk-in-pass', token],
    queryFn: ({ signal }): Promise<VisitPass> =>
      apiClient.get('/api/v1/visit-passes/{token}', { params: { path: { token: token ?? '' } }, signal }),
    enabled: Boolean(token),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'waiting' || status === 'called' ? FOLLOW_MS : false;
    },
  });
}
