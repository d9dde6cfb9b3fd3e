import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { closeScreens, inEnglish, renderScreen } from '../test/render-screen.tsx';
import PerformPostponeModal, {
  type PostponeLine,
  PostponeType,
  type PostponeTypeValue,
  type PostponeValues,
} from './perform-postpone-modal.tsx';

/** spec §2 perform-postpone, Type 0 (update) and Type 1 (approval), spec §8 messages. */

beforeAll(() => inEnglish('devotee'));
afterEach(closeScreens);

const APPROVAL_TEXTS = {
  confirm: 'Are you sure to allot this date for this seva?',
  confirmButton: 'Allot',
  success: 'Approved successfully',
  failure: 'Error while allotting the date.',
};

const PRE_BOOKING: PostponeLine = {
  sevaName: 'Udayasthamana Pooja',
  performDate: null,
  minPerformDate: '2030-03-05',
  devoteeName: 'Govindan Nair',
  starId: 8,
  description: null,
};

function open(options: {
  type: PostponeTypeValue;
  line?: PostponeLine;
  canEditDateNameStar?: boolean;
  onSave?: (values: PostponeValues) => Promise<unknown>;
  panchangam?: { label: string; onOpen: () => void };
  isDateUnavailable?: (date: string) => boolean;
}) {
  const onSave = vi.fn(options.onSave ?? (async () => undefined));
  const onClose = vi.fn();
  renderScreen(
    <PerformPostponeModal
      type={options.type}
      orderNumber="BKS00000042"
      line={options.line ?? PRE_BOOKING}
      canEditDateNameStar={options.canEditDateNameStar ?? true}
      lockedNote="Locked by the temple"
      texts={APPROVAL_TEXTS}
      onSave={onSave}
      panchangam={options.panchangam}
      isDateUnavailable={options.isDateUnavailable}
      onClose={onClose}
    />,
  );
  return { onSave, onClose };
}

async function answerConfirm(button: string) {
  const yes = await screen.findByRole('button', { name: button });
  await act(async () => {
    fireEvent.click(yes);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('perform-postpone modal', () => {
  it('is titled with the seva and Order No', () => {
    open({ type: PostponeType.Approve });
    expect(screen.getByRole('dialog', { name: 'Udayasthamana Pooja · Order No BKS00000042' })).toBeTruthy();
  });

  it('Type 1 always asks for a date, and saves nothing without one', async () => {
    const { onSave } = open({ type: PostponeType.Approve });
    expect(screen.getByText('Pooja Date')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    });
    expect(screen.getByText('Choose the pooja date')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an emptied name and a missing date together, focusing the date, the first of them', async () => {
    const { onSave } = open({ type: PostponeType.Approve });
    fireEvent.change(screen.getByLabelText('Devotee Name'), { target: { value: '  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    });
    expect(screen.getByText('Choose the pooja date')).toBeTruthy();
    expect(screen.getByText('Enter the devotee name')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Pooja Date/ }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Type 1 confirms with the spec words, saves date, name, star and remarks, and tells the success', async () => {
    const { onSave, onClose } = open({
      type: PostponeType.Approve,
      line: { ...PRE_BOOKING, performDate: '2030-03-09', description: 'Any Thursday' },
    });
    fireEvent.change(screen.getByLabelText('Devotee Name'), { target: { value: ' Govindan K ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    });
    expect(await screen.findByText(APPROVAL_TEXTS.confirm)).toBeTruthy();
    await answerConfirm('Allot');
    expect(onSave).toHaveBeenCalledWith({
      performDate: '2030-03-09',
      devoteeName: 'Govindan K',
      starId: 8,
      remarks: 'Any Thursday',
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Approved successfully')).toBeTruthy();
  });

  it('Type 1 shows the days the seva is full as days that cannot be chosen', async () => {
    open({ type: PostponeType.Approve, isDateUnavailable: (date) => date === '2030-03-07' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Pooja Date/ }));
    });
    const calendar = await screen.findByRole('grid');
    const day = (name: RegExp) =>
      [...calendar.querySelectorAll('[role="button"]')].find((cell) =>
        name.test(cell.getAttribute('aria-label') ?? ''),
      );
    expect(day(/7 March 2030/)?.getAttribute('aria-disabled')).toBe('true');
    expect(day(/8 March 2030/)?.getAttribute('aria-disabled')).toBeNull();
  });

  it('tells a failure followed by the reason, and stays open', async () => {
    const { onClose } = open({
      type: PostponeType.Approve,
      line: { ...PRE_BOOKING, performDate: '2030-03-09' },
      onSave: async () => {
        throw new ApiError({
          status: 409,
          code: 'SEVA_FULL',
          title: 'Conflict',
          detail: 'Udayasthamana Pooja is fully booked on 09-Mar-2030',
        });
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    });
    await answerConfirm('Allot');
    const message = await screen.findByText(/Error while allotting the date\./);
    expect(message.textContent).toBe(
      'Error while allotting the date.\nUdayasthamana Pooja is fully booked on 09-Mar-2030.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Type 0 for a locked line changes only the remarks, and says why', async () => {
    const { onSave } = open({
      type: PostponeType.Update,
      line: { ...PRE_BOOKING, performDate: '2030-03-09' },
      canEditDateNameStar: false,
    });
    expect(screen.getByText('Locked by the temple')).toBeTruthy();
    expect((screen.getByLabelText('Devotee Name') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Pooja Remarks'), { target: { value: 'Evening' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    });
    await answerConfirm('Allot');
    expect(onSave).toHaveBeenCalledWith({ remarks: 'Evening' });
  });

  it('offers the Panchangam only when asked, closing the modal before it opens', async () => {
    const onOpen = vi.fn();
    const { onClose } = open({ type: PostponeType.Approve, panchangam: { label: 'Panchangam', onOpen } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Panchangam' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(onOpen).toHaveBeenCalledOnce();
    cleanup();
    open({ type: PostponeType.Approve });
    expect(screen.queryByRole('button', { name: 'Panchangam' })).toBeNull();
  });
});
