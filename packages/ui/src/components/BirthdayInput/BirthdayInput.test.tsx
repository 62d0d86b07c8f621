import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BirthdayInput } from './BirthdayInput';

const labels = {
  label: 'Birthday',
  ageLabel: '18+',
  yearLabel: 'Year',
  monthLabel: 'Month',
  dayLabel: 'Day',
};

describe('BirthdayInput', () => {
  test('focus advances on each digit and the date is emitted only when all 8 are filled', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<BirthdayInput {...labels} onValueChange={onValueChange} />);
    await screen.getByRole('textbox', { name: 'Year 1' }).click();

    await userEvent.keyboard('1990072');
    await expect.element(screen.getByRole('textbox', { name: 'Day 2' })).toHaveFocus();
    expect(onValueChange).toHaveBeenCalledTimes(7);
    expect(onValueChange.mock.calls.every(([value]) => value === '')).toBe(true);

    await userEvent.keyboard('4');
    expect(onValueChange).toHaveBeenLastCalledWith('1990-07-24');
    await expect.element(screen.getByText('18+')).toBeVisible();
  });

  test('deleting a digit moves focus back and withdraws the date; Backspace on an empty box steps back', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <BirthdayInput {...labels} defaultValue="1990-07-24" onValueChange={onValueChange} />,
    );
    await screen.getByRole('textbox', { name: 'Day 2' }).click();

    await userEvent.keyboard('{Backspace}');
    await expect.element(screen.getByRole('textbox', { name: 'Day 2' })).toHaveValue('');
    await expect.element(screen.getByRole('textbox', { name: 'Day 1' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('');

    await screen.getByRole('textbox', { name: 'Day 2' }).click();
    await userEvent.keyboard('{Backspace}');
    await expect.element(screen.getByRole('textbox', { name: 'Day 1' })).toHaveFocus();
    await expect.element(screen.getByRole('textbox', { name: 'Day 1' })).toHaveValue('2');
  });

  test('a non-digit neither fills a box nor moves focus', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<BirthdayInput {...labels} onValueChange={onValueChange} />);
    await screen.getByRole('textbox', { name: 'Year 1' }).click();
    await userEvent.keyboard('x');
    await expect.element(screen.getByRole('textbox', { name: 'Year 1' })).toHaveFocus();
    await expect.element(screen.getByRole('textbox', { name: 'Year 1' })).toHaveValue('');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
