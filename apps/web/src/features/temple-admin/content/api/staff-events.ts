import {
  type CreateTempleEventInput,
  CreateTempleEventInputSchema,
  type StaffTempleEvent,
  type StaffTempleEventList,
  type TempleEventKind,
  type UpdateTempleEventInput,
} from '@nivedya/domain';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import type { CroppedImage } from '../../image-cropper/upload-image.ts';
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
    queryFn: ({ signal }): Promise<StaffTempleEventList> =>
      apiClient.get('/api/v1/temples/{templeId}/events/all', {
        params: { path: { templeId }, query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET T/events/:eventId (temple-event-details for staff). */
export function useStaffEvent(templeId: number, eventId: number | null) {
  return useQuery({
    queryKey: [...eventsKey(templeId), eventId],
    queryFn:
      eventId === null
        ? skipToken
        : ({ signal }): Promise<StaffTempleEvent> =>
            apiClient.get('/api/v1/temples/{templeId}/events/{eventId}', {
              params: { path: { templeId, eventId } },
              signal,
            }),
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
  // The screen validated the input with the create schema; parsing again gives it that type (an update's
  // optional fields cannot reach the create call) and refuses what the server would refuse.
  return variables.eventId === null
    ? apiClient.post('/api/v1/temples/{templeId}/events', {
        params: { path: { templeId } },
        body: CreateTempleEventInputSchema.parse(input),
      })
    : apiClient.patch('/api/v1/temples/{templeId}/events/{eventId}', {
        params: { path: { templeId, eventId: variables.eventId } },
        body: input,
      });
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
    mutationFn: (eventId: number) =>
      apiClient.delete('/api/v1/temples/{templeId}/events/{eventId}', {
        params: { path: { templeId, eventId } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey(templeId) }),
  });
}
