import { formatRupees, type Language } from '@nivedya/domain';
import { type ClosedPaymentStatus, paymentPageWords } from '../devotee-messages/index.ts';

/**
 * The demo gateway's hosted page: plain server-rendered HTML, no scripts (CSP script-src 'self' holds),
 * readable on a phone. Two POST forms, Approve and Decline. Anyone may press Approve, so the page opens
 * with DEMO in large type (issue #11): nobody should take it for a real payment page, least of all on a
 * staging site that runs in production mode (DEMO_GATEWAY_IN_PRODUCTION). It is written in the language of
 * the devotee's account, as a real gateway's page would follow the app's (issue #17 §3).
 */
export interface DemoPageView {
  language: Language;
  productName: string;
  gatewayOrderId: string;
  amount: number;
  status: string;
  orders: { orderNumber: string; templeName: string; totalAmount: number }[];
  /** Where the devotee goes if the payment is no longer open. */
  backUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f1e7;color:#2b2118}
  .demo-banner{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:center;gap:0 .5rem;padding:.75rem 1rem;background:#ffd400;color:#1a1a1a;border-bottom:6px solid #1a1a1a;text-align:center}
  .demo-banner strong{font-size:2.5rem;font-weight:900;letter-spacing:.12em;line-height:1.1}
  .demo-banner span{font-size:1.25rem;font-weight:700}
  main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:1.25rem}
  h1{font-size:1.25rem;margin:0 0 .25rem}.muted{color:#6b5e50;font-size:.9rem;margin:0 0 1rem}
  ul{list-style:none;padding:0;margin:0 0 1rem}li{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid #eee3d3}
  .amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.25rem;text-align:center}
  form{margin:0}button{font-family:inherit;width:100%;min-height:48px;border:0;border-radius:8px;font-size:1.05rem;font-weight:600;cursor:pointer;margin-top:.75rem}
  .approve{background:#1b7f3b;color:#fff}.decline{background:#fff;color:#a4262c;border:2px solid #a4262c}
  .note{font-size:.8rem;color:#6b5e50;text-align:center;margin-top:1rem}
  a{color:#8a4b08}`;

/**
 * The Indian scripts' letters in their Noto Sans faces, served beside the page (DEMO_FONT_PATH), where
 * the device has no font of its own for them: Debian's Chromium draws system-ui's Malayalam as boxes.
 * Each face covers its script only, so a page fetches at most the one its language needs. The web app's
 * index.css does the same.
 */
export const DEMO_FONT_PATH = '/pay/demo/fonts';
/** Each Indian script the app ships, the Noto Sans face of it and the letters that face draws. */
export const DEMO_FONT_SCRIPTS = {
  malayalam: { localName: 'Noto Sans Malayalam', range: 'U+0D00-0D7F' },
  devanagari: { localName: 'Noto Sans Devanagari', range: 'U+0900-097F,U+1CD0-1CF9,U+A8E0-A8FF' },
  tamil: { localName: 'Noto Sans Tamil', range: 'U+0B80-0BFF' },
  telugu: { localName: 'Noto Sans Telugu', range: 'U+0C00-0C7F' },
  kannada: { localName: 'Noto Sans Kannada', range: 'U+0C80-0CFF' },
} as const;
const FACES = Object.entries(DEMO_FONT_SCRIPTS)
  .flatMap(([script, { localName, range }]) =>
    ([400, 700] as const).map(
      (weight) =>
        `@font-face{font-family:"Demo Indian";font-weight:${weight};font-display:block;src:local("${localName}${weight === 700 ? ' Bold' : ''}"),url("${DEMO_FONT_PATH}/${script}-${weight}.woff2") format("woff2");unicode-range:${range},U+200C-200D,U+25CC}`,
    ),
  )
  .join('');
const INDIAN_SCRIPT_STYLE = `${FACES}body{font-family:"Demo Indian",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}`;

const isClosed = (status: string): status is ClosedPaymentStatus =>
  ['captured', 'failed', 'expired', 'refunded'].includes(status);

export function renderDemoPaymentPage(view: DemoPageView): string {
  const words = paymentPageWords(view.language);
  const title = escapeHtml(words.title(view.productName));
  const isOpen = view.status === 'created' || view.status === 'authorized';
  const action = `/pay/demo/${encodeURIComponent(view.gatewayOrderId)}`;
  const orders = view.orders
    .map(
      (order) =>
        `<li><span>${escapeHtml(order.templeName)}<br><small class="muted">${escapeHtml(order.orderNumber)}</small></span><span>${escapeHtml(formatRupees(order.totalAmount))}</span></li>`,
    )
    .join('');
  const closed = isClosed(view.status) ? words.alreadyClosed[view.status] : words.alreadyClosed.failed;
  const body = isOpen
    ? `<form method="post" action="${action}"><input type="hidden" name="decision" value="approve"><button class="approve" type="submit">${escapeHtml(words.approve)}</button></form>
       <form method="post" action="${action}"><input type="hidden" name="decision" value="decline"><button class="decline" type="submit">${escapeHtml(words.decline)}</button></form>
       <p class="note">${escapeHtml(words.demoNote)}</p>`
    : `<p><strong>${escapeHtml(closed)}</strong></p><p><a href="${escapeHtml(view.backUrl)}">${escapeHtml(words.backTo(view.productName))}</a></p>`;
  const style = view.language === 'en' ? STYLE : `${STYLE}${INDIAN_SCRIPT_STYLE}`;
  return `<!doctype html>
<html lang="${view.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style>${style}</style></head>
<body><header class="demo-banner" role="note"><strong>DEMO</strong><span>${escapeHtml(words.noMoneyMoves)}</span></header>
<main><div class="card">
<h1>${escapeHtml(view.productName)}</h1><p class="muted">${escapeHtml(words.gatewayName)}</p>
<ul>${orders}</ul>
<div class="amount" aria-label="${escapeHtml(words.amountToPay)}">${escapeHtml(formatRupees(view.amount))}</div>
${body}
</div></main></body></html>`;
}
