import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeScreens, inEnglish, renderScreen } from '../test/render-screen.tsx';
import ReasonDialog from './reason-dialog.tsx';

/** The reason asked before rejecting a seva or a bank transfer not received. */

beforeAll(() => inEnglish('templeOrders'));
afterEach(closeScreens);

function open(onSubmit: (reason: string) => Promise<unknown> = async () => undefined) {
  const submitted = vi.fn(onSubmit);
  const onDone = vi.fn();
  renderScreen(
    <ReasonDialog
      title="Reject Udayasthamana Pooja"
      hint="The devotee is told the reason."
      submitText="Reject"
      onSubmit={submitted}
      onDone={onDone}
      onClose={() => undefined}
    />,
  );
  return { submitted, onDone };
}

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  });

describe('the reason dialog', () => {
  it('refuses a blank reason, says why and puts the focus on the reason', async () => {
    const { submitted } = open();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '   ' } });
    await submit();
    expect(screen.getByText('Give a reason')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Reason'));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('sends the reason trimmed, then closes', async () => {
    const { submitted, onDone } = open();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' No free day this season ' } });
    await submit();
    expect(submitted).toHaveBeenCalledWith('No free day this season');
    expect(onDone).toHaveBeenCalled();
  });

  it('shows a failure in place and keeps the dialog open', async () => {
    const { onDone } = open(async () => {
      throw new Error('offline');
    });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Not in the statement' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
