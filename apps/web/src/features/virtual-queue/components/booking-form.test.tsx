import type { VqCalendarSlot, VqQuestion, VqTempleDetails } from '@nivedya/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeScreens, inEnglish, renderScreen, stubFetch, writes } from '../../../test/render-screen.tsx';
import { BookingForm } from './booking-form.tsx';

/** The devotee's queue booking form: the schema refuses what the server would, and names it first. */

beforeAll(() => inEnglish('virtualQueue'));
afterEach(closeScreens);

function question(overrides: Partial<VqQuestion>): VqQuestion {
  return {
    id: 1,
    label: 'Question',
    labelNarration: null,
    kind: 'text',
    options: [],
    isRequired: false,
    sortOrder: 0,
    isActive: true,
    ...overrides,
  };
}

const DETAILS: VqTempleDetails = {
  templeId: 4,
  templeName: 'Sree Krishna Temple',
  templeNameNarration: null,
  bannerUrl: '/banner.jpg',
  timeZone: 'Asia/Kolkata',
  settings: {
    daysAhead: 7,
    openingTime: '06:00',
    graceMinutes: 15,
    maxPartySize: 4,
    isIdProofRequired: true,
    idProofTypes: ['Aadhaar', 'Passport'],
    instructions: null,
  },
  questions: [
    question({
      id: 12,
      label: 'Coming from',
      kind: 'choice',
      options: ['Kerala', 'Elsewhere'],
      isRequired: true,
    }),
    question({ id: 13, label: 'Vehicle number' }),
    question({ id: 14, label: 'Retired question', isRequired: true, isActive: false }),
  ],
  today: '2030-03-05',
  lastDate: '2030-03-12',
};

const SLOT: VqCalendarSlot = {
  startTime: '06:00',
  endTime: '07:00',
  label: null,
  capacity: 50,
  booked: 0,
  remaining: 50,
  maxPartySize: 4,
  state: 'open',
  blockReason: null,
};

function open() {
  const fetch = stubFetch(() => new Response(JSON.stringify({}), { status: 500 }));
  renderScreen(<BookingForm details={DETAILS} date="2030-03-06" slot={SLOT} />);
  return fetch;
}

async function book() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Book / }));
  });
}

function devotee(): HTMLElement {
  return screen.getByRole('group', { name: 'Devotee 1' });
}

describe('the queue booking form', () => {
  it('names every missing answer at once, focuses the first, and sends nothing', async () => {
    const fetch = open();
    await book();
    expect(screen.getByText("Enter the devotee's name")).toBeTruthy();
    expect(screen.getByText('Enter the age in years')).toBeTruthy();
    expect(screen.getByText('Choose the ID proof')).toBeTruthy();
    expect(screen.getByText('Please answer this question')).toBeTruthy();
    expect(document.activeElement).toBe(within(devotee()).getByLabelText('Name'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks only the active required questions, and focuses the unanswered one', async () => {
    const fetch = open();
    const party = within(devotee());
    fireEvent.change(party.getByLabelText('Name'), { target: { value: 'Lakshmi Menon' } });
    fireEvent.change(party.getByLabelText('Age'), { target: { value: '40' } });
    fireEvent.change(party.getByLabelText('ID proof', { exact: true }), { target: { value: 'Aadhaar' } });
    fireEvent.change(party.getByLabelText('ID proof number'), { target: { value: '123456789' } });
    await book();
    expect(screen.getAllByText('Please answer this question')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByLabelText('Coming from *'));
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Coming from *'), { target: { value: 'Kerala' } });
    await book();
    expect(screen.queryByText('Please answer this question')).toBeNull();
    expect(fetch).toHaveBeenCalled();
  });

  it('sends the booking again by itself while the server says many are booking, and says so meanwhile', async () => {
    let answers = 0;
    const fetch = stubFetch(() => {
      answers += 1;
      if (answers === 1) {
        return Response.json(
          { code: 'BOOKING_BUSY', title: 'Service Unavailable', status: 503, retryAfterSeconds: 0.05 },
          { status: 503, headers: { 'content-type': 'application/problem+json' } },
        );
      }
      // The second answer waits until the notice has been read.
      return new Promise<Response>((resolve) => {
        setTimeout(() => resolve(Response.json({ id: 9, templeId: 4 }, { status: 201 })), 200);
      });
    });
    renderScreen(<BookingForm details={DETAILS} date="2030-03-06" slot={SLOT} />);
    const party = within(devotee());
    fireEvent.change(party.getByLabelText('Name'), { target: { value: 'Lakshmi Menon' } });
    fireEvent.change(party.getByLabelText('Age'), { target: { value: '40' } });
    fireEvent.change(party.getByLabelText('ID proof', { exact: true }), { target: { value: 'Aadhaar' } });
    fireEvent.change(party.getByLabelText('ID proof number'), { target: { value: '123456789' } });
    fireEvent.change(screen.getByLabelText('Coming from *'), { target: { value: 'Kerala' } });
    await book();
    expect(await screen.findByText(/^Many devotees are booking at this moment/)).toBeTruthy();
    await vi.waitFor(() => expect(writes(fetch)).toHaveLength(2));
    await vi.waitFor(() => expect(screen.queryByText(/^Many devotees are booking/)).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
