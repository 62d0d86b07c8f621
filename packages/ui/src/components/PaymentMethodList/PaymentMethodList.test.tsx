import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PaymentMethodList } from './PaymentMethodList';

const methods = [
  { code: 'CARD', name: 'Card' },
  { code: 'PAYPAL', name: 'PayPal' },
  { code: 'PIX', name: 'Pix' },
];

function Harness({ onValueChange }: { onValueChange: (code: string) => void }) {
  const [value, setValue] = useState<string>();
  return (
    <PaymentMethodList
      label="Method"
      methods={methods}
      value={value}
      onValueChange={(code) => {
        setValue(code);
        onValueChange(code);
      }}
      loadingText="Loading"
      emptyText="None"
    />
  );
}

describe('PaymentMethodList', () => {
  test('a click chooses a method and the arrow keys move the choice', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<Harness onValueChange={onValueChange} />);
    await screen.getByText('PayPal').click();
    await expect.element(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('PAYPAL');

    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: 'Pix' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: 'Pix' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('PIX');
  });

  test('says when there is no method', async () => {
    const screen = await render(
      <PaymentMethodList
        label="Method"
        methods={[]}
        onValueChange={() => {}}
        loadingText="Loading"
        emptyText="None"
      />,
    );
    await expect.element(screen.getByText('None')).toBeVisible();
    await expect.element(screen.getByRole('radio')).not.toBeInTheDocument();
  });
});
