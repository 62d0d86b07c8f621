import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { MonthPicker } from './MonthPicker';

describe('MonthPicker', () => {
  test('offers the months 01 to 12', async () => {
    const screen = await render(<MonthPicker label="Month" />);
    await screen.getByRole('combobox', { name: 'Month' }).click();
    const months = screen
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    expect(months).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });
});
