import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { TopBar } from './TopBar';

const loggedIn = {
  logo: 'Casino',
  loggedIn: true,
  currency: 'USD',
  locale: 'en',
  balance: '-3.5',
  balanceLabel: 'Balance',
  depositLabel: 'Deposit',
  menuLabel: 'Menu',
} as const;

describe('TopBar', () => {
  afterEach(async () => {
    await page.viewport(1440, 960);
  });

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

  test('one menu button shows: before the logo on a phone, at the end on desktop', async () => {
    const onMenu = vi.fn();
    await render(<TopBar {...loggedIn} onDeposit={() => {}} onMenu={onMenu} />);
    await page.viewport(375, 812);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect.element(menu).toBeVisible();
    expect(menu.elements()).toHaveLength(1);
    const logoLeft = page.getByText('Casino').element().getBoundingClientRect().left;
    expect(menu.element().getBoundingClientRect().left).toBeLessThan(logoLeft);
    await page.viewport(1280, 800);
    expect(menu.elements()).toHaveLength(1);
    expect(menu.element().getBoundingClientRect().left).toBeGreaterThan(logoLeft);
    await userEvent.click(menu);
    expect(onMenu).toHaveBeenCalledOnce();
  });

  test('fits a 320 px phone with a long balance and long labels', async () => {
    await page.viewport(320, 640);
    await render(
      <TopBar
        {...loggedIn}
        balance="123456.78"
        currency="EUR"
        locale="es"
        depositLabel="Depositar"
        onDeposit={() => {}}
        onMenu={() => {}}
        news={{ label: 'Mensajes, 120 sin leer', unread: 120, onOpen: () => {} }}
      />,
    );
    await expect.element(page.getByText('123.456,78\u00a0€')).toBeVisible();
    const bar = page.getByRole('banner').element();
    expect(bar.scrollWidth).toBeLessThanOrEqual(320);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  });

  test('has no accessibility violations with the message button', async () => {
    await render(
      <TopBar
        {...loggedIn}
        onDeposit={() => {}}
        onMenu={() => {}}
        news={{ label: 'Messages, 2 unread', unread: 2, onOpen: () => {} }}
      />,
    );
    await expectNoAxeViolations();
  });

  test('names the message button with its unread count and opens the messages', async () => {
    const onOpen = vi.fn();
    await render(
      <TopBar
        {...loggedIn}
        onDeposit={() => {}}
        onMenu={() => {}}
        news={{ label: 'Messages, 120 unread', unread: 120, onOpen }}
      />,
    );
    await expect.element(page.getByText('99+')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Messages, 120 unread' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  test('shows no message button to a member when the app gives none', async () => {
    await render(<TopBar {...loggedIn} onDeposit={() => {}} onMenu={() => {}} />);
    await expect.element(page.getByRole('button', { name: /Messages/ })).not.toBeInTheDocument();
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
        menuLabel="Menu"
        onMenu={() => {}}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Join' }));
    await userEvent.click(page.getByRole('button', { name: 'Login' }));
    expect(onJoin).toHaveBeenCalledOnce();
    expect(onLogin).toHaveBeenCalledOnce();
    await expect.element(page.getByText('Balance')).not.toBeInTheDocument();
  });
});
