import { describe, expect, it } from 'vitest';
import { type DemoPageView, renderDemoPaymentPage } from './demo-gateway-page.ts';

const view = (overrides: Partial<DemoPageView> = {}): DemoPageView => ({
  language: 'en',
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
    expect(text).toContain('This payment is already complete.');
    expect(text).toContain('Back to Nivedya');
  });

  it('is in Malayalam for a Malayalam devotee, with DEMO still first, the amount en-IN and the face to draw it', () => {
    const html = renderDemoPaymentPage(view({ language: 'ml' }));
    const text = textOf(html);
    expect(html).toContain('<html lang="ml">');
    expect(text).toMatch(/^DEMO — യഥാർത്ഥ പണം കൈമാറുന്നില്ല/);
    expect(text).toContain('ഡെമോ പേയ്മെന്റ് ഗേറ്റ്‌വേ');
    expect(text).toContain('₹25,00,007.90');
    expect(html).toContain('aria-label="അടയ്ക്കേണ്ട തുക"');
    expect(html).toMatch(/<button class="approve" type="submit">പണമടയ്ക്കൽ അംഗീകരിക്കുക<\/button>/);
    expect(html).toMatch(/<button class="decline" type="submit">നിരസിക്കുക<\/button>/);
    expect(html).toContain('url("/pay/demo/fonts/malayalam-400.woff2")');
    // Temple names and booking numbers stay as stored.
    expect(text).toContain('Sree Krishna Temple');
    expect(text).toContain('BKS00000042');
    const closed = textOf(renderDemoPaymentPage(view({ language: 'ml', status: 'expired' })));
    expect(closed).toContain('ഈ പണമടയ്ക്കലിനുള്ള സമയം ഇതിനകം കഴിഞ്ഞു.');
    expect(closed).toContain('Nivedya-ലേക്ക് മടങ്ങുക');
    // An English page fetches no Malayalam face.
    expect(renderDemoPaymentPage(view())).not.toContain('@font-face');
  });
});
