import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeScreens,
  inEnglish,
  renderScreen,
  stubFetch,
  TEMPLE_ADMIN,
  writes,
} from '../../../test/render-screen.tsx';
import VqQuestionDetailPage from './vq-question-detail-page.tsx';

/** spec virtual-queue-question-detail: a choice question's choices, checked as the server checks them. */

beforeAll(() => inEnglish('virtualQueue'));
afterEach(closeScreens);

function openNewQuestion() {
  const fetch = stubFetch();
  renderScreen(<VqQuestionDetailPage />, { user: TEMPLE_ADMIN });
  return fetch;
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
