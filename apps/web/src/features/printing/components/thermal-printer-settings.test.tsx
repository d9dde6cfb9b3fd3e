import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PrintError } from '../print-error.ts';
import { printingTranslators } from '../testing/translators.ts';
import type { DeviceApis } from '../thermal-transport.ts';
import { ThermalPrinterSettings } from './thermal-printer-settings.tsx';

const { testPage } = vi.hoisted(() => ({ testPage: vi.fn() }));
vi.mock(import('../print-test-page.ts'), () => ({ printThermalTestPage: testPage }));
vi.mock(import('../thermal-transport.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  browserDeviceApis: (): DeviceApis => ({ usb: {} as NonNullable<DeviceApis['usb']> }),
}));

beforeAll(async () => {
  await printingTranslators();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('thermal printer settings', () => {
  it('says "No printer chosen yet" and offers to connect one, never to go to Print settings', async () => {
    testPage.mockRejectedValue(new PrintError('NO_PRINTER'));
    render(<ThermalPrinterSettings />);
    fireEvent.click(screen.getByRole('button', { name: 'Print a test page' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^No printer chosen yet\./);
    expect(alert.textContent).not.toContain('Print settings');
    // The connect action sits with the message (and above, where it always is).
    expect(screen.getAllByRole('button', { name: 'Connect a USB printer' })).toHaveLength(2);
  });
});
