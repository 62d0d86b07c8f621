import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  test('the toggle reveals and hides the password', async () => {
    const screen = await render(
      <PasswordField label="Password" showLabel="Show" hideLabel="Hide" defaultValue="secret-42" />,
    );
    const input = screen.getByLabelText('Password');
    await expect.element(input).toHaveAttribute('type', 'password');

    await screen.getByRole('button', { name: 'Show' }).click();
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect
      .element(screen.getByRole('button', { name: 'Hide' }))
      .toHaveAttribute('aria-pressed', 'true');

    await screen.getByRole('button', { name: 'Hide' }).click();
    await expect.element(input).toHaveAttribute('type', 'password');
  });
});
