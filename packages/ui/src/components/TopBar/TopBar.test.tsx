import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { TopBar } from './TopBar';

const loggedIn = {
  logo: 'Casino',
  loggedIn: true,
  currencySymbol: '$',
  balance: '-3.5',
  balanceLabel: 'Balance',
  depositLabel: 'Deposit',
  menuLabel: 'Menu',
} as const;

describe('TopBar', () => {
  test('has no accessibility violations', async () => {
    await render(<TopBar {...loggedIn} onDeposit={() => {}} onMenu={() => {}} />);
    await expectNoAxeViolations();
  });

  test('logged in, it shows the balance with two decimals and offers Deposit', async () => {
    const onDeposit = vi.fn();
    await render(<TopBar {...loggedIn} onDeposit={onDeposit} onMenu={() => {}} />);
    await expect.element(page.getByText('-$3.50')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  test('the menu button shows on desktop only', async () => {
    await render(<TopBar {...loggedIn} onDeposit={() => {}} onMenu={() => {}} />);
    await page.viewport(375, 812);
    await expect.element(page.getByRole('button', { name: 'Menu', includeHidden: true })).not.toBeVisible();
    await page.viewport(1280, 800);
    await expect.element(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  });

  test('logged out, it offers Join and Login and no balance', async () => {
    const onJoin = vi.fn();
    const onLogin = vi.fn();
    await render(
      <TopBar
        logo="Casino"
        loggedIn={false}
        joinLabel="Join"
        loginLabel="Login"
        onJoin={onJoin}
        onLogin={onLogin}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Join' }));
    await userEvent.click(page.getByRole('button', { name: 'Login' }));
    expect(onJoin).toHaveBeenCalledOnce();
    expect(onLogin).toHaveBeenCalledOnce();
    await expect.element(page.getByText('Balance')).not.toBeInTheDocument();
  });
});
