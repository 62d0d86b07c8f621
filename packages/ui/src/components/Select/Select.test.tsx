import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Select } from './Select';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie', disabled: true },
];

describe('Select', () => {
  test('is labelled, opens with the keyboard and reports the chosen value', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Select label="Letter" placeholder="Pick" options={options} onValueChange={onValueChange} />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Letter' });
    await expect.element(trigger).toHaveTextContent('Pick');

    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await screen.getByRole('option', { name: 'Bravo' }).click();
    expect(onValueChange).toHaveBeenCalledWith('b');
    await expect.element(trigger).toHaveTextContent('Bravo');
  });
});
