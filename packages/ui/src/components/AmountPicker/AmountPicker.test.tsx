import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AmountPicker } from './AmountPicker';

const props = {
  label: 'Amount',
  freeAmountLabel: 'Other amount',
  shortcuts: ['25', '50', '100', '6000'],
  min: '10',
  max: '5000',
  step: '1',
  currency: 'EUR',
  locale: 'en',
  rangeError: 'From 10 to 5000',
};

describe('AmountPicker', () => {
  test('a shortcut clears the free amount and typing clears the shortcut', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<AmountPicker {...props} onValueChange={onValueChange} />);
    const free = screen.getByRole('textbox', { name: 'Other amount' });
    const fifty = screen.getByRole('button', { name: '€50' });

    await fifty.click();
    await expect.element(fifty).toHaveAttribute('aria-pressed', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('50');

    await userEvent.type(free, '75');
    await expect.element(fifty).toHaveAttribute('aria-pressed', 'false');
    expect(onValueChange).toHaveBeenLastCalledWith('75');

    await screen.getByRole('button', { name: '€25' }).click();
    await expect.element(free).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith('25');
  });

  test('the free amount takes integers only and keeps what was typed, marking it outside the limits', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<AmountPicker {...props} onValueChange={onValueChange} />);
    const free = screen.getByRole('textbox', { name: 'Other amount' });

    await userEvent.type(free, '12.5');
    await expect.element(free).toHaveValue('125');
    expect(onValueChange).toHaveBeenLastCalledWith('125');

    // Over the maximum: never cut (6000 stays 6000, not 600); the screen's check names the maximum.
    await userEvent.clear(free);
    await userEvent.type(free, '6000');
    await expect.element(free).toHaveValue('6000');
    expect(onValueChange).toHaveBeenLastCalledWith('6000');
    await expect.element(free).toHaveAttribute('aria-invalid', 'true');

    // Below the minimum: reported as typed, so the screen can name the minimum rather than ask for one.
    await userEvent.clear(free);
    await userEvent.type(free, '9');
    expect(onValueChange).toHaveBeenLastCalledWith('9');
    await expect.element(free).toHaveAttribute('aria-invalid', 'true');
    await expect.element(free).toHaveAccessibleDescription('From 10 to 5000');

    await userEvent.clear(free);
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  test('shortcuts outside the limits are disabled and amounts off the step are marked', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <AmountPicker
        {...props}
        shortcuts={['100', '200', '300']}
        min="200.00"
        step="100.00"
        onValueChange={onValueChange}
      />,
    );
    await expect.element(screen.getByRole('button', { name: '€100' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: '€300' })).toBeEnabled();

    const free = screen.getByRole('textbox', { name: 'Other amount' });
    await userEvent.type(free, '250');
    await expect.element(free).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(free, '0');
    expect(onValueChange).toHaveBeenLastCalledWith('2500');
    await expect.element(free).not.toHaveAttribute('aria-invalid');
  });

  test('a BTC amount takes up to 8 decimals, reported exactly as typed', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <AmountPicker
        {...props}
        currency="BTC"
        decimals={8}
        shortcuts={[]}
        min="0.00333334"
        max="1.66666666"
        step="0.00000001"
        onValueChange={onValueChange}
      />,
    );
    const free = screen.getByRole('textbox', { name: 'Other amount' });
    await expect.element(free).toHaveAttribute('inputmode', 'decimal');

    await userEvent.type(free, '0,005123456');
    await expect.element(free).toHaveValue('0.00512345');
    expect(onValueChange).toHaveBeenLastCalledWith('0.00512345');
    await expect.element(free).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(free);
    await userEvent.type(free, '.002');
    await expect.element(free).toHaveValue('0.002');
    expect(onValueChange).toHaveBeenLastCalledWith('0.002');
    await expect.element(free).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(free);
    await userEvent.type(free, '2.');
    expect(onValueChange).toHaveBeenLastCalledWith('2');
    await expect.element(free).toHaveAttribute('aria-invalid', 'true');
  });
});
