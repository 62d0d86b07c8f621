import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { CardForm, type CardFormValues, cardFormFields } from './CardForm';

const values = Object.fromEntries(cardFormFields.map((field) => [field, ''])) as CardFormValues;
const labels = Object.fromEntries(cardFormFields.map((field) => [field, field])) as Record<
  (typeof cardFormFields)[number],
  string
>;

describe('CardForm', () => {
  test('reports each typed field by name, and offers the numeric keyboard for the digits', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <CardForm values={values} onValueChange={onValueChange} labels={labels} years={['2030']} />,
    );
    await screen.getByLabelText('cardNum').fill('4242');
    expect(onValueChange).toHaveBeenLastCalledWith('cardNum', '4242');
    await screen.getByLabelText('cardCity').fill('Madrid');
    expect(onValueChange).toHaveBeenLastCalledWith('cardCity', 'Madrid');
    await expect.element(screen.getByLabelText('cardCvv')).toHaveAttribute('inputmode', 'numeric');
    await expect.element(screen.getByLabelText('cardNum')).toHaveAttribute('autocomplete', 'cc-number');
  });
});
