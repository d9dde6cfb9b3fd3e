import type {
  CreateTempleEventInput,
  StaffTempleEvent,
  StaffTempleEventList,
  TempleEventKind,
  UpdateTempleEventInput,
} from '@nivedya/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import type { CroppedImage } from '../../image-cropper/upload-image.ts';
import { templePath } from '../../shared/temple-path.ts';
import { addGalleryImage, galleryKey } from './gallery.ts';

const eventsKey = (templeId: number) => ['temple-admin', templeId, 'events'] as const;

export interface StaffEventQuery {
  kind?: TempleEventKind;
  when: 'upcoming' | 'past' | 'all';
  search?: string;
  offset: number;
  limit: number;
}

/** GET T/events/all (temple-event-list for staff): drafts too. */
export function useStaffEvents(templeId: number, query: StaffEventQuery) {
  return useQuery({
    queryKey: [...eventsKey(templeId), 'list', query],
    queryFn: ({ signal }) =>
      apiClient.get<StaffTempleEventList>(templePath(templeId, 'events/all'), {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET T/events/:eventId (temple-event-details for staff). */
export function useStaffEvent(templeId: number, eventId: number | null) {
  return useQuery({
    queryKey: [...eventsKey(templeId), eventId],
    queryFn: ({ signal }) =>
      apiClient.get<StaffTempleEvent>(templePath(templeId, `events/${eventId}`), { signal }),
    enabled: eventId !== null,
  });
}

export interface SaveEventVariables {
  eventId: number | null;
  input: CreateTempleEventInput | UpdateTempleEventInput;
  /** A newly cropped picture: added to the gallery first, then shown by the event. */
  image: CroppedImage | null;
}

/**
 * An event's picture is one of the temple's gallery images: a cropped one is uploaded to the gallery
 * (captioned with the event's title) before the event is saved, so a refused image creates nothing.
 */
export async function saveEvent(templeId: number, variables: SaveEventVariables): Promise<StaffTempleEvent> {
  let input = variables.input;
  if (variables.image) {
    const stored = await addGalleryImage(templeId, variables.image.blob, input.title ?? '');
    input = { ...input, imageId: stored.id };
  }
  return variables.eventId === null
    ? apiClient.post<StaffTempleEvent>(templePath(templeId, 'events'), input)
    : apiClient.patch<StaffTempleEvent>(templePath(templeId, `events/${variables.eventId}`), input);
}

/** POST T/events or PATCH T/events/:eventId, after the picture's upload. */
export function useSaveEvent(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveEventVariables) => saveEvent(templeId, variables),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsKey(templeId) }),
        queryClient.invalidateQueries({ queryKey: galleryKey(templeId) }),
      ]),
  });
}

/** DELETE T/events/:eventId. */
export function useDeleteEvent(templeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => apiClient.delete<void>(templePath(templeId, `events/${eventId}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey(templeId) }),
  });
}
