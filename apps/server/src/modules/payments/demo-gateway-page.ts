import { formatRupees } from '@nivedya/domain';

/**
 * The demo gateway's hosted page: plain server-rendered HTML, no scripts (CSP script-src 'self' holds),
 * readable on a phone. Two POST forms, Approve and Decline. Anyone may press Approve, so the page opens
 * with DEMO in large type (issue #11): nobody should take it for a real payment page, least of all on a
 * staging site that runs in production mode (DEMO_GATEWAY_IN_PRODUCTION).
 */
export interface DemoPageView {
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
  form{margin:0}button{width:100%;min-height:48px;border:0;border-radius:8px;font-size:1.05rem;font-weight:600;cursor:pointer;margin-top:.75rem}
  .approve{background:#1b7f3b;color:#fff}.decline{background:#fff;color:#a4262c;border:2px solid #a4262c}
  .note{font-size:.8rem;color:#6b5e50;text-align:center;margin-top:1rem}
  a{color:#8a4b08}`;

export function renderDemoPaymentPage(view: DemoPageView): string {
  const title = `DEMO · ${escapeHtml(view.productName)} · Demo payment`;
  const isOpen = view.status === 'created' || view.status === 'authorized';
  const action = `/pay/demo/${encodeURIComponent(view.gatewayOrderId)}`;
  const orders = view.orders
    .map(
      (order) =>
        `<li><span>${escapeHtml(order.templeName)}<br><small class="muted">${escapeHtml(order.orderNumber)}</small></span><span>${escapeHtml(formatRupees(order.totalAmount))}</span></li>`,
    )
    .join('');
  const body = isOpen
    ? `<form method="post" action="${action}"><input type="hidden" name="decision" value="approve"><button class="approve" type="submit">Approve payment</button></form>
       <form method="post" action="${action}"><input type="hidden" name="decision" value="decline"><button class="decline" type="submit">Decline</button></form>
       <p class="note">This is the built-in demo gateway: no money moves. Approving confirms the booking.</p>`
    : `<p>This payment is already <strong>${escapeHtml(view.status)}</strong>.</p><p><a href="${escapeHtml(view.backUrl)}">Back to ${escapeHtml(view.productName)}</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style>${STYLE}</style></head>
<body><header class="demo-banner" role="note"><strong>DEMO</strong><span>— no money moves</span></header>
<main><div class="card">
<h1>${escapeHtml(view.productName)}</h1><p class="muted">Demo payment gateway</p>
<ul>${orders}</ul>
<div class="amount" aria-label="Amount to pay">${escapeHtml(formatRupees(view.amount))}</div>
${body}
</div></main></body></html>`;
}
