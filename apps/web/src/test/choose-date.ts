import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Chooses `date` (yyyy-MM-dd) in a DatePickerField the way a person does: opens its calendar, turns
 * to the month and taps the day. `field` is the field's calendar button.
 */
export async function chooseDate(field: HTMLElement, label: string, date: string): Promise<void> {
  fireEvent.click(field);
  const calendar = await screen.findByRole('dialog', { name: label });
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wanted = year * 12 + month - 1;
  for (let turns = 0; turns < 120; turns += 1) {
    // The heading reads "<label>, November 2026".
    const heading = within(calendar).getByRole('heading').textContent ?? '';
    const shown = new Date(`1 ${heading.split(', ').at(-1)}`);
    const at = shown.getFullYear() * 12 + shown.getMonth();
    if (at === wanted) break;
    fireEvent.click(
      within(calendar).getAllByRole('button', {
        name: at < wanted ? 'Next month' : 'Previous month',
      })[0] as HTMLElement,
    );
  }
  const cell = Array.from(
    calendar.querySelectorAll<HTMLElement>('[role="gridcell"] [role="button"]:not([data-outside-month])'),
  ).find((element) => element.textContent === String(day));
  if (!cell) throw new Error(`No day ${date} in the calendar`);
  fireEvent.click(cell);
}
