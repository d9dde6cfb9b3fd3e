import type {
  AdminTemple,
  AdminTempleList,
  AdminTempleListQuery,
  AdminUpdateTempleInput,
  AuditLogPage,
  AuditLogQuery,
  Location,
  PlatformDashboard,
  RegisteredTemple,
  RegisterTempleInput,
  TempleDeletionResult,
  TempleDeletionStarted,
} from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const TEMPLES_KEY = ['platform', 'temples'] as const;
const templeKey = (templeId: number) => [...TEMPLES_KEY, templeId] as const;

/** GET /api/v1/admin/temples (spec temple-list). */
export function useAdminTemples(query: AdminTempleListQuery) {
  return useQuery({
    queryKey: [...TEMPLES_KEY, 'list', query],
    queryFn: ({ signal }): Promise<AdminTempleList> =>
      apiClient.get('/api/v1/admin/temples', { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/temples/:templeId (spec temple, edit); null: a new temple. */
export function useAdminTemple(templeId: number | null) {
  return useQuery({
    queryKey: templeKey(templeId ?? 0),
    queryFn: ({ signal }): Promise<AdminTemple> =>
      apiClient.get('/api/v1/admin/temples/{templeId}', {
        params: { path: { templeId: templeId ?? 0 } },
        signal,
      }),
    enabled: templeId !== null,
  });
}

/** GET /api/v1/locations: the places temples are listed under. */
export function useLocations() {
  return useQuery({
    queryKey: ['locations'],
    queryFn: ({ signal }): Promise<{ items: Location[]; total: number }> =>
      apiClient.get('/api/v1/locations', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/v1/admin/temples (spec POST /Temple). */
export function useRegisterTemple() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterTempleInput): Promise<RegisteredTemple> =>
      apiClient.post('/api/v1/admin/temples', { body: input }),
    onSuccess: (registered) => {
      queryClient.setQueryData(templeKey(registered.temple.id), registered.temple);
      void queryClient.invalidateQueries({ queryKey: TEMPLES_KEY });
    },
  });
}

/** PATCH /api/v1/admin/temples/:templeId (spec POST /TempleInsert). */
export function useUpdateAdminTemple(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminUpdateTempleInput): Promise<AdminTemple> =>
      apiClient.patch('/api/v1/admin/temples/{templeId}', { params: { path: { templeId } }, body: input }),
    onSuccess: (temple) => {
      queryClient.setQueryData(templeKey(templeId), temple);
      void queryClient.invalidateQueries({ queryKey: [...TEMPLES_KEY, 'list'] });
      // The devotees' pages of the temple read it too.
      void queryClient.invalidateQueries({ queryKey: ['temple', templeId] });
    },
  });
}

/** The two steps of deleting a temple (spec §4): the OTP to the temple's mobile, then the OTP back. */
export function useStartTempleDeletion(templeId: number) {
  return useMutation({
    mutationFn: (): Promise<TempleDeletionStarted> =>
      apiClient.post('/api/v1/admin/temples/{templeId}/deletion', { params: { path: { templeId } } }),
  });
}

export function useVerifyTempleDeletion(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otp: string): Promise<TempleDeletionResult> =>
      apiClient.post('/api/v1/admin/temples/{templeId}/deletion/verify', {
        params: { path: { templeId } },
        body: { otp },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TEMPLES_KEY }),
  });
}

/** GET /api/v1/admin/dashboard (spec dash). */
export function usePlatformDashboard() {
  return useQuery({
    queryKey: ['platform', 'dashboard'],
    queryFn: ({ signal }): Promise<PlatformDashboard> => apiClient.get('/api/v1/admin/dashboard', { signal }),
    refetchInterval: 60_000,
  });
}

/** GET /api/v1/admin/audit-log (the platform administrator's). */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: ['platform', 'audit-log', query],
    queryFn: ({ signal }): Promise<AuditLogPage> =>
      apiClient.get('/api/v1/admin/audit-log', { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}
