import { type User, UserType } from '@nivedya/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadTranslationPart } from '../../../i18n/index.ts';
import { ME_QUERY_KEY } from '../../../lib/auth.ts';
import { AlertProvider } from '../../../ui/alert-provider.tsx';
import VqQuestionDetailPage from './vq-question-detail-page.tsx';

/** spec virtual-queue-question-detail: a choice question's choices, checked as the server checks them. */

beforeAll(async () => {
  await initI18n('en');
  await loadTranslationPart('virtualQueue');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TEMPLE_ADMIN: User = {
  id: 72,
  userName: 'Temple Administrator',
  email: 'admin@nivedya.test',
  mobile: null,
  whatsapp: null,
  address: null,
  userType: UserType.TempleAdmin,
  templeId: 3,
  templeTimeZone: 'Asia/Kolkata',
  status: 1,
  createdAt: '2030-01-01T00:00:00.000Z',
};

function openNewQuestion() {
  // Nothing answers but the XSRF token's fetch that comes before a write, so the write goes out.
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input) =>
      input === '/api/health' ? Promise.resolve(new Response()) : new Promise<Response>(() => undefined),
    );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, TEMPLE_ADMIN);
  render(
    <QueryClientProvider client={queryClient}>
      <AlertProvider>
        <MemoryRouter>
          <VqQuestionDetailPage />
        </MemoryRouter>
      </AlertProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

function writes(fetch: ReturnType<typeof openNewQuestion>): Request[] {
  return fetch.mock.calls
    .map(([request]) => request)
    .filter((request): request is Request => request instanceof Request && request.method !== 'GET');
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('a new question', () => {
  it('of choice with one choice is refused on its choices, which take the focus', async () => {
    const fetch = openNewQuestion();
    type('Question', 'Gotra');
    type('Answer type', 'choice');
    type('Choices', 'Kashyapa\n\n');
    save();
    await screen.findByText('Give at least two choices');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Choices')));
    expect(writes(fetch)).toEqual([]);
  });

  it('refuses a choice longer than the server takes on the choices themselves', async () => {
    openNewQuestion();
    type('Question', 'Gotra');
    type('Answer type', 'choice');
    type('Choices', `Kashyapa\n${'V'.repeat(101)}`);
    save();
    await screen.findByText('At most 100 characters');
    expect(screen.getByLabelText('Choices').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends no choices once the answer type is no longer a choice', async () => {
    const fetch = openNewQuestion();
    type('Question', 'Gotra');
    type('Answer type', 'choice');
    type('Choices', 'Kashyapa\nVasishtha');
    type('Answer type', 'text');
    save();
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(await writes(fetch)[0]?.json()).toEqual({
      label: 'Gotra',
      labelNarration: null,
      kind: 'text',
      options: [],
      isRequired: false,
      sortOrder: 0,
      isActive: true,
    });
  });
});
