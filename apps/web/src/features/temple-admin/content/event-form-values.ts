import {
  type CreateTempleEventInput,
  CreateTempleEventInputSchema,
  type StaffTempleEvent,
  TEMPLE_EVENT_KINDS,
  type TempleEventKind,
} from '@nivedya/domain';
import { z } from 'zod';

/** The event form's fields as the inputs hold them; dates are yyyy-MM-dd from the calendar. */
const EventFormFields = z.object({
  kind: z.enum(TEMPLE_EVENT_KINDS),
  title: z.string(),
  titleNarration: z.string(),
  description: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** The gallery image it shows; null: the temple's banner. */
  imageId: z.number().nullable(),
  status: z.string(),
});
export type EventFormValues = z.infer<typeof EventFormFields>;

export const EVENT_FIELDS = [
  'kind',
  'title',
  'titleNarration',
  'description',
  'startDate',
  'endDate',
  'imageId',
  'status',
] as const;

export function eventFormValues(
  event: StaffTempleEvent | null,
  kind: TempleEventKind = 'event',
): EventFormValues {
  return {
    kind: event?.kind ?? kind,
    title: event?.title ?? '',
    titleNarration: event?.titleNarration ?? '',
    description: event?.description ?? '',
    startDate: event?.startDate ?? null,
    // A one-day event keeps the end date empty on the form.
    endDate: event && event.endDate !== event.startDate ? event.endDate : null,
    imageId: event?.imageId ?? null,
    status: String(event?.status ?? 1),
  };
}

/**
 * The form as the API's input. Without an end date the event lasts its start day; the end date is
 * always sent so that an edit can shorten a festival back to one day. A missing start date is sent
 * empty for the schema to name (and the end date then left out, so only the start is named).
 */
export function toEventInput(values: EventFormValues): CreateTempleEventInput {
  const startDate = values.startDate ?? '';
  const endDate = values.endDate ?? startDate;
  return {
    kind: values.kind,
    title: values.title,
    titleNarration: values.titleNarration,
    description: values.description,
    startDate,
    ...(endDate ? { endDate } : {}),
    imageId: values.imageId,
    status: values.status === '0' ? 0 : 1,
  };
}

/** The form checked as the server checks a new event (an edit sends every field as well). */
export const EventFormSchema = EventFormFields.transform(toEventInput).pipe(CreateTempleEventInputSchema);
