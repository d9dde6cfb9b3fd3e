import { MessageType, type MessageTypeValue } from '@nivedya/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { resetBackHandlers } from '../lib/back-button.ts';
import { AlertProvider, useAlert } from './alert-provider.tsx';
import MessageBox from './message-box.tsx';
import { messageBoxSpec } from './message-box-model.ts';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  resetBackHandlers();
});

describe('message box types (spec §2)', () => {
  it.each([
    [MessageType.Success, 'success', ['close']],
    [MessageType.Warning, 'warning', ['close']],
    [MessageType.Error, 'error', ['close']],
    [MessageType.Confirm, 'confirm', ['close', 'yes']],
    [MessageType.SuccessWithClose, 'success', ['close', 'yes']],
    [MessageType.WarningWithOk, 'warning', ['yes']],
  ] as const)('type %i is a %s box with %j', (type, tone, actions) => {
    const spec = messageBoxSpec(type);
    expect(spec.tone).toBe(tone);
    expect(spec.buttons.map((button) => button.action)).toEqual(actions);
    expect(spec.isHtml).toBe(type === MessageType.Confirm);
  });

  /** The box's own buttons (React Aria adds a hidden, unlabelled dismiss button for screen readers). */
  function labelledButtons(): HTMLElement[] {
    return screen.getAllByRole('button').filter((button) => button.textContent);
  }

  function show(
    type: MessageTypeValue,
    text: string,
    labels: { submitText?: string; cancelText?: string } = {},
  ) {
    const onYes = vi.fn();
    const onClose = vi.fn();
    render(<MessageBox type={type} text={text} onYes={onYes} onClose={onClose} {...labels} />);
    return { onYes, onClose };
  }

  it('1–3: one OK button that closes', () => {
    const { onYes, onClose } = show(MessageType.Error, 'Could not save');
    expect(screen.getByText('Could not save')).toBeTruthy();
    const buttons = labelledButtons();
    expect(buttons.map((button) => button.textContent)).toEqual(['OK']);
    fireEvent.click(buttons[0] as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
    expect(onYes).not.toHaveBeenCalled();
  });

  // DOMPurify's stripping is checked in Chromium (see docs/decisions.md): happy-dom's DOM cannot run it.
  it('4: yes and cancel with custom labels; the text is shown as HTML', () => {
    const { onYes, onClose } = show(MessageType.Confirm, '<p>Delete <b>this</b>?</p>', {
      submitText: 'Delete',
      cancelText: 'Keep',
    });
    expect(screen.getByText('this').tagName).toBe('B');
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onClose).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onYes).toHaveBeenCalledOnce();
  });

  it('5: OK (yes) and Close', () => {
    const { onYes, onClose } = show(MessageType.SuccessWithClose, 'Saved');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onYes).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('6: only OK, which confirms; plain text stays text', () => {
    const { onYes } = show(MessageType.WarningWithOk, 'Please <b>update</b>');
    expect(screen.getByText('Please <b>update</b>')).toBeTruthy();
    expect(labelledButtons().map((button) => button.textContent)).toEqual(['OK']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onYes).toHaveBeenCalledOnce();
  });
});

function Trigger({ onYes, onClose }: { onYes: () => void; onClose: () => void }) {
  const alert = useAlert();
  return (
    <button
      type="button"
      onClick={() => alert.show(MessageType.Confirm, 'Sure?', { submitText: 'Go', onYes, onClose })}
    >
      open
    </button>
  );
}

describe('alert service', () => {
  it('shows a message, runs the yes callback and clears the message', async () => {
    const onYes = vi.fn();
    const onClose = vi.fn();
    render(
      <AlertProvider>
        <Trigger onYes={onYes} onClose={onClose} />
      </AlertProvider>,
    );
    fireEvent.click(screen.getByText('open'));
    const go = await screen.findByRole('button', { name: 'Go' });
    await act(async () => {
      fireEvent.click(go);
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
    expect(onYes).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Sure?')).toBeNull();
  });

  it('runs the close callback on cancel', async () => {
    const onYes = vi.fn();
    const onClose = vi.fn();
    render(
      <AlertProvider>
        <Trigger onYes={onYes} onClose={onClose} />
      </AlertProvider>,
    );
    fireEvent.click(screen.getByText('open'));
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await act(async () => {
      fireEvent.click(cancel);
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(onYes).not.toHaveBeenCalled();
    expect(screen.queryByText('Sure?')).toBeNull();
  });
});
