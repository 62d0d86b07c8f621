import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PhoneInput } from './PhoneInput';

describe('PhoneInput', () => {
  test('keeps digits only in the number and reports the chosen prefix', async () => {
    const onNumberChange = vi.fn();
    const onPrefixChange = vi.fn();
    const screen = await render(
      <PhoneInput
        label="Mobile"
        prefixLabel="Prefix"
        numberLabel="Number"
        prefixes={['34', '55']}
        prefix=""
        onPrefixChange={onPrefixChange}
        number="6"
        onNumberChange={onNumberChange}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Number' }), 'a1');
    expect(onNumberChange.mock.calls.map(([value]) => value)).toEqual(['6', '61']);

    await screen.getByRole('combobox', { name: 'Prefix' }).click();
    await screen.getByRole('option', { name: '+55' }).click();
    expect(onPrefixChange).toHaveBeenCalledWith('55');
  });

  test('shows the chosen prefix, and the placeholder again when the app clears it', async () => {
    const props = {
      label: 'Mobile',
      prefixLabel: 'Prefix',
      numberLabel: 'Number',
      prefixes: ['34', '55'],
      prefixPlaceholder: 'Choose',
      onPrefixChange: () => {},
      number: '',
      onNumberChange: () => {},
    };
    const screen = await render(<PhoneInput {...props} prefix="34" />);
    await expect.element(screen.getByRole('combobox', { name: 'Prefix' })).toHaveTextContent('+34');
    await screen.rerender(<PhoneInput {...props} prefix="" />);
    await expect.element(screen.getByRole('combobox', { name: 'Prefix' })).toHaveTextContent('Choose');
  });
});
