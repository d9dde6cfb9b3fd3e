import {
  CreateTempleEventInputSchema,
  type StaffTempleEvent,
  UpdateTempleEventInputSchema,
} from '@nivedya/domain';
import { describe, expect, it } from 'vitest';
import { EventFormSchema, eventFormValues, toEventInput } from './event-form-values.ts';

const UTSAVAM: StaffTempleEvent = {
  id: 7,
  templeId: 1,
  kind: 'festival',
  title: 'Utsavam',
  titleNarration: 'ഉത്സവം',
  description: 'Ten days of festival',
  startDate: '2030-03-01',
  endDate: '2030-03-10',
  imageUrl: '/api/v1/images/gallery/12',
  imageId: 12,
  status: 1,
  updatedAt: '2030-01-01T00:00:00.000Z',
};

describe('event form values', () => {
  it('starts a new event or festival shown, undated, with the temple banner', () => {
    expect(eventFormValues(null)).toEqual({
      kind: 'event',
      title: '',
      titleNarration: '',
      description: '',
      startDate: null,
      endDate: null,
      imageId: null,
      status: '1',
    });
    expect(eventFormValues(null, 'festival').kind).toBe('festival');
  });

  it('reads a festival back into the form and out again unchanged', () => {
    const input = toEventInput(eventFormValues(UTSAVAM));
    expect(input).toEqual({
      kind: 'festival',
      title: 'Utsavam',
      titleNarration: 'ഉത്സവം',
      description: 'Ten days of festival',
      startDate: '2030-03-01',
      endDate: '2030-03-10',
      imageId: 12,
      status: 1,
    });
    expect(UpdateTempleEventInputSchema.safeParse(input).success).toBe(true);
  });

  it('shows a one-day event without an end date, and sends its start day as the end', () => {
    const oneDay = { ...UTSAVAM, endDate: UTSAVAM.startDate, imageId: null };
    const values = eventFormValues(oneDay);
    expect(values.endDate).toBeNull();
    expect(toEventInput(values)).toMatchObject({
      startDate: '2030-03-01',
      endDate: '2030-03-01',
      imageId: null,
    });
  });

  it('shortens a festival to one day when its end date is cleared', () => {
    const values = { ...eventFormValues(UTSAVAM), endDate: null };
    expect(toEventInput(values).endDate).toBe('2030-03-01');
  });

  it('names the missing title and start date, and an end before the start', () => {
    const empty = CreateTempleEventInputSchema.safeParse(toEventInput(eventFormValues(null)));
    expect(empty.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['startDate', 'title']);
    const reversed = CreateTempleEventInputSchema.safeParse(
      toEventInput({ ...eventFormValues(UTSAVAM), endDate: '2030-02-01' }),
    );
    expect(reversed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['endDate'], 'The end date cannot be before the start'],
    ]);
  });
});

describe('the event form schema', () => {
  it('names a missing start date on its field, and an end before the start on the end date', () => {
    const empty = EventFormSchema.safeParse({ ...eventFormValues(null), title: 'Utsavam' });
    expect(empty.error?.issues.map((issue) => issue.path)).toEqual([['startDate']]);
    const reversed = EventFormSchema.safeParse({ ...eventFormValues(UTSAVAM), endDate: '2030-02-01' });
    expect(reversed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['endDate'], 'The end date cannot be before the start'],
    ]);
  });

  it('gives the API input of a valid form', () => {
    expect(EventFormSchema.parse(eventFormValues(UTSAVAM))).toMatchObject({
      startDate: '2030-03-01',
      endDate: '2030-03-10',
      status: 1,
    });
  });
});
