import { type User, UserType } from '@nivedya/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeScreens,
  inEnglish,
  renderScreen,
  stubFetch,
  TEMPLE_ADMIN,
  writes,
} from '../../../test/render-screen.tsx';
import { OutType, writeOutType } from '../out-type.ts';
import VqSlotCheckingPage from './vq-slot-checking-page.tsx';

/** spec virtual-queue-slot-checking: what staff type is checked as the server checks the lookup. */

beforeAll(() => inEnglish('virtualQueue'));
afterEach(() => {
  closeScreens();
  writeOutType(OutType.QrCode);
});

const STAFF: User = {
  ...TEMPLE_ADMIN,
  id: 73,
  userName: 'Gate Staff',
  email: 'gate@nivedya.test',
  userType: UserType.TempleStaff,
};

function openGate() {
  const fetch = stubFetch();
  renderScreen(<VqSlotCheckingPage />, { user: STAFF });
  return fetch;
}

describe('the gate', () => {
  it("in Mobile mode refuses a short number on the input, in the server's words, before asking", async () => {
    writeOutType(OutType.Mobile);
    const fetch = openGate();
    const mobile = screen.getByLabelText("Devotee's mobile number");
    fireEvent.change(mobile, { target: { value: '98470' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText('Enter a 10-digit mobile number');
    await waitFor(() => expect(document.activeElement).toBe(mobile));
    expect(writes(fetch)).toEqual([]);
  });

  it('sends a typed queue number as one', async () => {
    const fetch = openGate();
    fireEvent.change(screen.getByLabelText('QR code or queue number'), { target: { value: ' vq-0042 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(await writes(fetch)[0]?.json()).toEqual({ queueNumber: 'vq-0042' });
  });
});
