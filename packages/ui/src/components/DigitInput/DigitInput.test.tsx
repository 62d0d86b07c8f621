import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DigitInput } from './DigitInput';

function Harness() {
  const [value, setValue] = useState('');
  return <DigitInput aria-label="Digit" value={value} onValueChange={setValue} />;
}

describe('DigitInput', () => {
  test('accepts one digit 0-9 and rejects anything else', async () => {
    const screen = await render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Digit' });

    await userEvent.type(input, 'a');
    await expect.element(input).toHaveValue('');
    await userEvent.type(input, '-');
    await expect.element(input).toHaveValue('');

    await userEvent.type(input, '5');
    await expect.element(input).toHaveValue('5');
    await userEvent.type(input, 'x');
    await expect.element(input).toHaveValue('5');
    await userEvent.type(input, '.');
    await expect.element(input).toHaveValue('5');
  });

  test('typing over a filled box replaces its digit; deleting empties it', async () => {
    const screen = await render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Digit' });
    await userEvent.type(input, '3');
    await userEvent.type(input, '8');
    await expect.element(input).toHaveValue('8');
    await userEvent.keyboard('{Backspace}');
    await expect.element(input).toHaveValue('');
  });
});
