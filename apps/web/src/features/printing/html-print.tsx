import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ReceiptPrintLayout } from './components/receipt-print-layout.tsx';
import type { PaperWidth } from './print-type.ts';
import type { ReceiptModel } from './receipt-model.ts';

/**
 * Html Print (1): the receipt is rendered into the page beside the app, only it shows when printing
 * (@media print), and the browser's print dialog opens. A4 prints with margins; a roll gets a page
 * exactly as wide as the paper and as long as the receipt, measured here: CSS has no "as long as
 * the content" page size (`size: 80mm auto` is invalid and ignored), and a fixed length would leave
 * a roll printer feeding blank paper or cutting the receipt in pieces.
 */
export const PRINT_ROOT_ID = 'receipt-print-root';

const SCREEN_AND_PRINT_CSS = `
#${PRINT_ROOT_ID} { display: none; }
@media print {
  html, body { background: #fff !important; }
  body > *:not(#${PRINT_ROOT_ID}) { display: none !important; }
  #${PRINT_ROOT_ID} { display: block !important; }
  #${PRINT_ROOT_ID} * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

const ROLL_PAPER_MM: Record<Exclude<PaperWidth, 'A4'>, number> = { '80mm': 80, '58mm': 58 };
/** The roll's blank edge around the printed 72 or 48 mm. */
const ROLL_MARGIN_MM = 4;
const QR_WAIT_MS = 3000;

export function pageCss(paper: PaperWidth, contentHeightMm: number): string {
  if (paper === 'A4') return '@page { size: A4 portrait; margin: 12mm; }';
  const width = ROLL_PAPER_MM[paper];
  const side = (width - (paper === '58mm' ? 48 : 72)) / 2;
  const length = Math.ceil(contentHeightMm + 2 * ROLL_MARGIN_MM);
  return `@page { size: ${width}mm ${length}mm; margin: ${ROLL_MARGIN_MM}mm ${side}mm; }`;
}

/** The QR image is drawn asynchronously (ui/qr-code.tsx); print once it is there, or give up waiting. */
async function qrImagesReady(host: HTMLElement): Promise<void> {
  const deadline = Date.now() + QR_WAIT_MS;
  while (Date.now() < deadline) {
    const image = host.querySelector<HTMLImageElement>('img[data-qr-text]');
    if (image) {
      await image.decode().catch(() => undefined);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Loads every face the receipt's text needs before it is first laid out: Chromium keeps the boxes it
 * drew for text whose face was still loading (Malayalam names and manthras come in a web font where no
 * system font has them), even once the face arrives.
 */
async function loadFonts(text: string): Promise<void> {
  if (!document.fonts) return;
  const probe = document.createElement('span');
  probe.className = 'font-serif';
  document.body.append(probe);
  const families = new Set([getComputedStyle(document.body).fontFamily, getComputedStyle(probe).fontFamily]);
  probe.remove();
  const loads = [...families].flatMap((family) =>
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px ${family}`, text).catch(() => [])),
  );
  await Promise.all(loads);
}

let removeCurrent: (() => void) | null = null;

export async function printHtmlReceipt(model: ReceiptModel, paper: PaperWidth): Promise<void> {
  removeCurrent?.();
  const host = document.createElement('div');
  host.id = PRINT_ROOT_ID;
  // Laid out off screen first, to be measured.
  host.style.cssText = 'display:block;position:absolute;left:-10000px;top:0;visibility:hidden';
  document.body.append(host);
  const style = document.createElement('style');
  document.head.append(style);
  await loadFonts(JSON.stringify(model));
  const root = createRoot(host);
  flushSync(() => root.render(<ReceiptPrintLayout model={model} paper={paper} />));
  await qrImagesReady(host);
  const heightPx = host.firstElementChild?.getBoundingClientRect().height ?? 0;
  style.textContent = SCREEN_AND_PRINT_CSS + pageCss(paper, (heightPx * 25.4) / 96);
  host.removeAttribute('style');

  // The document title names the file when the dialog saves a PDF.
  const title = document.title;
  document.title = `${model.title} ${model.orderNumber}`;
  const remove = () => {
    window.removeEventListener('afterprint', remove);
    root.unmount();
    host.remove();
    style.remove();
    document.title = title;
    if (removeCurrent === remove) removeCurrent = null;
  };
  removeCurrent = remove;
  window.addEventListener('afterprint', remove);
  window.print();
}
