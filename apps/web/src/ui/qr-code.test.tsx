import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode } from './qr-code.tsx';

afterEach(cleanup);

describe('QrCode', () => {
  it('draws the code as SVG, so it is sharp at the size shown on any screen (issue #18)', async () => {
    render(<QrCode text="VQ-2026-0042" width={220} label="Queue token 42" />);
    const image = await waitFor(() => screen.getByRole('img', { name: 'Queue token 42' }));
    const src = image.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(image.getAttribute('width')).toBe('220');
    expect(image.getAttribute('data-qr-text')).toBe('VQ-2026-0042');
  });

  it('shows an empty box for no text (spec §5)', () => {
    render(<QrCode text="null" width={100} label="No code" />);
    expect(screen.getByRole('img', { name: 'No code' }).tagName).toBe('DIV');
  });
});
