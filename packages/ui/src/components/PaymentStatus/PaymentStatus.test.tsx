import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { PaymentStatus } from './PaymentStatus';

describe('PaymentStatus', () => {
  test('announces what is known of the payment, in its tone, with its action', async () => {
    const screen = await render(
      <PaymentStatus tone="critical" message="Expired" action={<button type="button">Retry</button>} />,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Expired');
    await expect.element(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.container.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('critical');
  });
});
