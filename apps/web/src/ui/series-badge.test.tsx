import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeScreens, inEnglish, renderScreen } from '../test/render-screen.tsx';
import { LineSeriesBadge } from './series-badge.tsx';

beforeAll(() => inEnglish('devotee'));
afterEach(closeScreens);

describe("a booked line's star series mark", () => {
  it('says every month or every year, and nothing for a line booked on its own', () => {
    renderScreen(
      <div>
        <LineSeriesBadge series="month" />
        <LineSeriesBadge series="year" />
        <LineSeriesBadge series={null} />
      </div>,
    );
    expect(screen.getAllByTestId('recurring-badge').map((badge) => badge.textContent)).toEqual([
      '↻ Every month',
      '↻ Every year',
    ]);
  });
});
