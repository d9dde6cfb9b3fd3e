import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../app/routes.tsx';
import { i18next, initI18n, loadTranslationPart, setLanguage } from '../../i18n/index.ts';
import infoEn from '../../i18n/info/en.json';
import { resetBackHandlers } from '../../lib/back-button.ts';
import { helpEntriesQueryOptions } from '../../lib/help.ts';

/**
 * The four information pages of spec §2 (about-us, terms-and-conditions, privacy-refund-policy,
 * refund-and-cancelation-policy), opened through the app's own route table: each shows its own title,
 * all of its words, the way to contact us, and opens the help of its own page name.
 */

interface InfoText {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs?: string[]; points?: string[] }[];
}
const TEXTS = infoEn.info as unknown as Record<string, InfoText>;

const PAGES = [
  {
    path: 'about-us',
    name: 'about',
    title: 'About Nivedya',
    heading: 'For temples',
    titleMl: 'Nivedya-നെക്കുറിച്ച്',
  },
  {
    path: 'terms-and-conditions',
    name: 'terms',
    title: 'Terms and Conditions',
    heading: '1. The service',
    titleMl: 'നിബന്ധനകളും വ്യവസ്ഥകളും',
  },
  {
    path: 'privacy-refund-policy',
    name: 'privacy',
    title: 'Privacy Policy',
    heading: 'What we collect',
    titleMl: 'സ്വകാര്യതാ നയം',
  },
  {
    path: 'refund-and-cancelation-policy',
    name: 'refund',
    title: 'Refund and Cancellation Policy',
    heading: 'Cancelling a booking',
    titleMl: 'റീഫണ്ട്, റദ്ദാക്കൽ നയം',
  },
] as const;

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  resetBackHandlers();
  if (i18next.language !== 'en') await setLanguage('en');
});

/** Loads the route's screen and its translations as the router does, and shows it. */
async function open(path: string): Promise<QueryClient> {
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path}`);
  const parts = route.translations === undefined ? [] : [route.translations].flat();
  await Promise.all(parts.map(loadTranslationPart));
  const Screen = (await route.page()).default as ComponentType;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/${path}`]}>
        <Screen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

/** Words as the page shows them: the product's name in place of {{product}}. */
function shown(text: string): string {
  return text.replaceAll('{{product}}', 'Nivedya');
}

describe.each(PAGES)('the $path page', ({ path, name, title, heading, titleMl }) => {
  it('shows its own title, every section of its text and the way to contact us', async () => {
    await open(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(document.title).toBe(`${title} · Nivedya`);
    const text = TEXTS[name];
    expect(text?.sections.length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText(shown(text?.intro ?? ''))).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((element) => element.textContent);
    expect(headings).toContain(heading);
    expect(headings).toEqual(text?.sections.map((section) => shown(section.heading)));
    for (const section of text?.sections ?? []) {
      for (const words of [...(section.paragraphs ?? []), ...(section.points ?? [])]) {
        expect(screen.getByText(shown(words))).toBeTruthy();
      }
    }
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
  });

  it('reads in Malayalam', async () => {
    await setLanguage('ml');
    await open(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(titleMl);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBe(TEXTS[name]?.sections.length);
  });

  it('opens the help written for its own page name', async () => {
    const help = (pageName: string) => ({
      items: [{ id: 1, pageName, title: 'Help', query: `<p>Help for ${pageName}</p>` }],
      total: 1,
    });
    const client = await open(path);
    for (const page of PAGES) {
      client.setQueryData(helpEntriesQueryOptions(page.path).queryKey, help(page.path));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Open help for this page' }));
    // The help modal is its own chunk, loaded on the first tap.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText(`Help for ${path}`)).toBeTruthy();
  });
});
