import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { CardYearPicker } from './CardYearPicker';

describe('CardYearPicker', () => {
  test('offers the current year through ten years ahead', async () => {
    const screen = await render(<CardYearPicker label="Year" now={new Date('2026-11-22T12:00:00Z')} />);
    await screen.getByRole('combobox', { name: 'Year' }).click();
    const years = screen
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    expect(years).toEqual(Array.from({ length: 11 }, (_, offset) => String(2026 + offset)));
  });
});
