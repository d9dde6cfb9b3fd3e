import { describe, expect, it } from 'vitest';
import { type DemoPageView, renderDemoPaymentPage } from './demo-gateway-page.ts';

const view = (overrides: Partial<DemoPageView> = {}): DemoPageView => ({
  productName: 'Nivedya',
  gatewayOrderId: 'order_demo_AAAAAAAAAAAAAAAA',
  amount: 250_000_790,
  status: 'created',
  orders: [{ orderNumber: 'BKS00000042', templeName: 'Sree Krishna Temple', totalAmount: 250_000_790 }],
  backUrl: '/payment-failed/42',
  ...overrides,
});

/** The text a person reads (from <body>, or the whole fragment): tags dropped, whitespace folded. */
const textOf = (html: string) =>
  html
    .slice(Math.max(0, html.indexOf('<body>')))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the demo gateway page', () => {
  it('says DEMO in large type before anything else, and that no money moves', () => {
    const html = renderDemoPaymentPage(view());
    const banner = /<header class="demo-banner"[^>]*>([\s\S]*?)<\/header>/.exec(html);
    expect(banner, 'a DEMO banner').not.toBeNull();
    expect(textOf(banner?.[1] ?? '')).toBe('DEMO — no money moves');
    expect(html).toMatch(/\.demo-banner strong\{[^}]*font-size:\s*2\.5rem/);
    // The first words on the page, before the product name and the amount.
    expect(textOf(html)).toMatch(/^DEMO — no money moves/);
    expect(html).toContain('<title>DEMO · Nivedya · Demo payment</title>');
    expect(html).not.toContain('<script');
  });

  it('says DEMO on a payment that is no longer open too', () => {
    const text = textOf(renderDemoPaymentPage(view({ status: 'captured' })));
    expect(text).toMatch(/^DEMO — no money moves/);
    expect(text).toContain('This payment is already captured');
  });
});
