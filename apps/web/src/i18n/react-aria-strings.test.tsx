import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ModalShell } from '../ui/modal.tsx';
import { initI18n, setLanguage } from './index.ts';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

function openDialog() {
  render(
    <ModalShell title="Booking" onDismiss={() => {}}>
      <p>Details</p>
    </ModalShell>,
  );
}

describe("React Aria's own words follow the app's language (issue #18)", () => {
  it("names a dialog's hidden dismiss button in English", () => {
    openDialog();
    expect(screen.getAllByRole('button', { name: 'Dismiss', hidden: true }).length).toBeGreaterThan(0);
  });

  it('names it in Malayalam once Malayalam is chosen, with no English left', async () => {
    await setLanguage('ml');
    openDialog();
    expect(screen.getAllByRole('button', { name: 'അടയ്ക്കുക', hidden: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Dismiss', hidden: true })).toBeNull();
  });
});
