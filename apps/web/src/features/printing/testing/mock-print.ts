import { type Mock, vi } from 'vitest';

/** happy-dom has no print dialog: window.print becomes a spy. */
export function mockPrint(): Mock<() => void> {
  const print = vi.fn<() => void>();
  Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
  return print;
}
