import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrintType, writePrintType } from '../print-type.ts';
import { mockPrint } from '../testing/mock-print.ts';
import { buildReceipt } from '../testing/receipt-builder.ts';
import { printingTranslators } from '../testing/translators.ts';
import { PrintReceiptButton } from './print-receipt-button.tsx';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

beforeAll(async () => {
  await printingTranslators();
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  window.dispatchEvent(new Event('afterprint'));
  vi.restoreAllMocks();
});

describe('PrintReceiptButton', () => {
  it('names the print type and links to the print settings', () => {
    writePrintType(PrintType.Thermal);
    render(<PrintReceiptButton receipt={buildReceipt()} />, { wrapper });
    expect(screen.getByRole('button', { name: 'Change the print type, now Thermal Print' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print settings' }).getAttribute('href')).toBe('/print-settings');
  });

  it('changes the print type in its popover, which stores the choice and closes', async () => {
    render(<PrintReceiptButton receipt={buildReceipt()} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Change the print type, now Html Print' }));
    const popover = await screen.findByRole('dialog', { name: 'Print settings' });
    expect(
      within(popover).getByRole('link', { name: 'Paper and printer settings' }).getAttribute('href'),
    ).toBe('/print-settings');
    fireEvent.click(within(popover).getByRole('radio', { name: 'Thermal Print' }));
    expect(localStorage.getItem('PrintType')).toBe('2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Change the print type, now Thermal Print' })).toBeTruthy();
  });

  it('says the receipt was downloaded when the browser cannot print to a thermal printer', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    writePrintType(PrintType.Thermal);
    render(<PrintReceiptButton receipt={buildReceipt()} autoFocus />, { wrapper });
    const button = screen.getByRole('button', { name: 'Print receipt' });
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Printing is not available in this browser; the receipt was downloaded (receipt-BKS2026030500042.bin).',
    );
  });

  it('opens the print dialog with Html Print', async () => {
    const print = mockPrint();
    render(<PrintReceiptButton receipt={buildReceipt()} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect((await screen.findByRole('status')).textContent).toBe('The print dialog was opened.');
    expect(print).toHaveBeenCalledOnce();
  });

  it('explains a failure and leads to the print settings', async () => {
    writePrintType(PrintType.Sunmi);
    render(<PrintReceiptButton receipt={buildReceipt()} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Sunmi Print works only in the app on a Sunmi device — choose another print type.',
    );
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/print-settings');
  });
});
