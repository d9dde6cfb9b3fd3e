import type { SevaAvailabilitySettings } from '@nivedya/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseDate } from '../../../../test/choose-date.ts';
import { closeScreens, inEnglish, renderScreen, stubFetch, writes } from '../../../../test/render-screen.tsx';
import { RulesCard } from './rules-card.tsx';

/**
 * spec seva-availability-settings: the rules refuse what the server would (and a daily limit that is
 * not a whole number), on the field to fix, which takes the focus; what is sent is the API's input.
 */

beforeAll(() => inEnglish('temple'));
afterEach(closeScreens);

const SETTINGS: SevaAvailabilitySettings = {
  sevaId: 7,
  sevaName: 'Pushpanjali',
  sevaType: 1,
  dayType: 2,
  maxLimitPerDay: 50,
  rules: [
    {
      id: 1,
      kind: 'weekly',
      weekdays: [1, 5],
      fromDate: null,
      toDate: null,
      dailyLimit: null,
      remarks: null,
    },
    {
      id: 2,
      kind: 'dates',
      weekdays: null,
      fromDate: '2030-04-01',
      toDate: '2030-04-10',
      dailyLimit: 20,
      remarks: 'Vishu',
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 300 ? 'application/json' : 'application/problem+json' },
  });

/** The card over SETTINGS; a save is answered by `onSave` (by default, never). */
async function open(onSave: () => Response | undefined = () => undefined) {
  const fetch = stubFetch((input) =>
    input instanceof Request && input.method === 'GET' ? json(SETTINGS) : onSave(),
  );
  renderScreen(<RulesCard templeId={3} sevaId={7} />);
  await screen.findAllByTestId('availability-rule');
  return fetch;
}

const rule = (index: number) => within(screen.getAllByTestId('availability-rule')[index] as HTMLElement);
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
/** The confirmation or message, whose code loads when first needed. */
const findMessageBox = () => screen.findByRole('alertdialog', {}, { timeout: 5000 });
const save = () => fireEvent.click(screen.getByTestId('availability-save'));

describe('the availability rules', () => {
  it('cannot be saved until something changes, then say the change is not saved', async () => {
    await open();
    expect(screen.getByTestId('availability-save').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Changes not saved yet.')).toBeNull();
    type(rule(1).getByLabelText('Remarks'), 'Vishu week');
    await screen.findByText('Changes not saved yet.');
    expect(screen.getByTestId('availability-save').hasAttribute('disabled')).toBe(false);
  });

  it('refuse a daily limit that is not a whole number on that field, which takes the focus, and send nothing', async () => {
    const fetch = await open();
    const limit = rule(1).getByLabelText('Daily limit');
    type(limit, '2.5');
    save();
    await rule(1).findByText('Enter a whole number, 0 or more');
    await waitFor(() => expect(document.activeElement).toBe(limit));
    expect(writes(fetch)).toEqual([]);
  });

  it("refuse a weekly rule without weekdays in the server's words, focusing its first day", async () => {
    const fetch = await open();
    fireEvent.click(rule(0).getByRole('checkbox', { name: 'Mon' }));
    fireEvent.click(rule(0).getByRole('checkbox', { name: 'Fri' }));
    // A later rule's problem is shown too, but the focus goes to the first in the page.
    type(rule(1).getByLabelText('Daily limit'), 'many');
    save();
    await rule(0).findByText('Choose at least one weekday');
    expect(rule(1).getByText('Enter a whole number, 0 or more')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(rule(0).getByRole('checkbox', { name: 'Sun' })));
    expect(writes(fetch)).toEqual([]);
  });

  // Turning the calendar forty-odd months on to 2030 takes a while on a busy machine.
  it('send the rules as the API takes them: numbers, nulls, a special day without an end', async () => {
    const fetch = await open();
    type(rule(0).getByLabelText('Daily limit'), ' 12 ');
    fireEvent.click(rule(0).getByRole('checkbox', { name: 'Sun' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add special-pooja date' }));
    await chooseDate(rule(2).getByRole('button', { name: /^From/ }), 'From', '2030-05-14');
    save();
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    const [request] = writes(fetch);
    expect(request?.method).toBe('PUT');
    expect(request?.url).toMatch(/\/api\/v1\/temples\/3\/sevas\/7\/availability-rules$/);
    expect(await request?.json()).toEqual({
      rules: [
        { kind: 'weekly', weekdays: [0, 1, 5], fromDate: null, toDate: null, dailyLimit: 12, remarks: null },
        { kind: 'dates', fromDate: '2030-04-01', toDate: '2030-04-10', dailyLimit: 20, remarks: 'Vishu' },
        { kind: 'special', fromDate: '2030-05-14', dailyLimit: null, remarks: null },
      ],
    });
  }, 30_000);

  it('remove a rule only after the confirmation', async () => {
    const fetch = await open();
    fireEvent.click(rule(0).getByRole('button', { name: 'Remove' }));
    const confirm = await findMessageBox();
    expect(confirm.textContent).toContain('Remove this rule (Weekly weekdays)?');
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getAllByTestId('availability-rule').map((item) => item.dataset.kind)).toEqual(['dates']);
    save();
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(await writes(fetch)[0]?.json()).toEqual({
      rules: [
        { kind: 'dates', fromDate: '2030-04-01', toDate: '2030-04-10', dailyLimit: 20, remarks: 'Vishu' },
      ],
    });
  });

  it("put the server's field error on the rule's field", async () => {
    await open(() =>
      json(
        {
          type: 'about:blank',
          title: 'Validation failed',
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: 'The request is not valid',
          errors: [{ field: 'rules.1.toDate', message: 'At most 366 days at a time' }],
        },
        400,
      ),
    );
    type(rule(1).getByLabelText('Remarks'), 'Vishu week');
    save();
    await rule(1).findByText('At most 366 days at a time');
    // Once the failure's message is read, the person is back on the field to fix.
    fireEvent.click(within(await findMessageBox()).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.activeElement).toBe(rule(1).getByLabelText('To')));
  });
});
