import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeScreens, inEnglish, renderScreen } from '../../../test/render-screen.tsx';
import { CancellationRequest } from './cancellation-request.tsx';

beforeAll(() => inEnglish('devotee'));
afterEach(closeScreens);

const ORDER = { id: 41, orderNumber: 'BKS00000041' };

describe("the booking's cancellation request (issue #18)", () => {
  it('offers to ask while the devotee has not', () => {
    renderScreen(<CancellationRequest order={{ ...ORDER, cancellationRequest: null }} />);
    expect(screen.getByRole('button', { name: 'Request cancellation' })).toBeTruthy();
  });

  it('says when it was asked, in the temple calendar, and no longer offers the button', () => {
    renderScreen(
      <CancellationRequest
        order={{
          ...ORDER,
          cancellationRequest: { requestedAt: '2030-03-04T20:00:00.000Z', status: 'requested' },
        }}
      />,
    );
    // 20:00 UTC is past midnight in India: the 5th.
    expect(screen.getByRole('status').textContent).toContain('Cancellation requested on 05-Mar-2030');
    expect(screen.getByRole('status').textContent).toContain('The temple has still to decide.');
    expect(screen.queryByRole('button', { name: 'Request cancellation' })).toBeNull();
  });

  it("tells the temple's answer", () => {
    renderScreen(
      <CancellationRequest
        order={{
          ...ORDER,
          cancellationRequest: { requestedAt: '2030-03-04T06:00:00.000Z', status: 'rejected' },
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('The temple declined it: the booking stands.');
  });
});
