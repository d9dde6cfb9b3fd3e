import type { CreateTempleEventInput, StaffTempleEvent, TempleEventKind } from '@nivedya/domain';

/** The event form's fields as the inputs hold them; dates are yyyy-MM-dd from the calendar. */
export interface EventFormValues {
  kind: TempleEventKind;
  title: string;
  titleNarration: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  /** The gallery image it shows; null: the temple's banner. */
  imageId: number | null;
  status: string;
}

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
