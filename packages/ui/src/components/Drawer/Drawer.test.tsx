import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { Drawer, type DrawerEntry } from './Drawer';

const onDeposit = vi.fn();
const entries: DrawerEntry[] = [
  { id: 'account', label: 'Account settings', items: [{ id: 'password', label: 'Change password' }] },
  { id: 'cashier', label: 'Cashier', items: [{ id: 'deposit', label: 'Deposit', onSelect: onDeposit }] },
  { id: 'language', label: 'Language', items: [{ id: 'en', label: 'English' }] },
  { id: 'contact', label: 'Contact us', href: '#/contact' },
];

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <Drawer open={open} onOpenChange={setOpen} title="player_one" closeLabel="Close menu" entries={entries} />
  );
}

const section = (name: string) => page.getByRole('button', { name });

describe('Drawer', () => {
  test('has no accessibility violations', async () => {
    await render(<Harness />);
    await userEvent.click(section('Cashier'));
    await expectNoAxeViolations();
  });

  test('opens only one of the account, cashier and language sections at a time', async () => {
    await render(<Harness />);
    await userEvent.click(section('Account settings'));
    await expect.element(section('Account settings')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('button', { name: 'Change password' })).toBeVisible();

    await userEvent.click(section('Cashier'));
    await expect.element(section('Cashier')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(section('Account settings')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('button', { name: 'Change password' })).not.toBeInTheDocument();

    await userEvent.click(section('Language'));
    await expect.element(section('Cashier')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('button', { name: 'English' })).toBeVisible();

    await userEvent.click(section('Language'));
    await expect.element(section('Language')).toHaveAttribute('aria-expanded', 'false');
  });

  test('runs an item action and renders plain entries as links', async () => {
    await render(<Harness />);
    await userEvent.click(section('Cashier'));
    await userEvent.click(page.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '#/contact');
  });

  test('keeps focus inside and closes on Escape', async () => {
    await render(<Harness />);
    const drawer = page.getByRole('dialog', { name: 'player_one' });
    await expect.element(drawer).toBeVisible();
    for (let press = 0; press < 8; press += 1) {
      await userEvent.keyboard('{Tab}');
      expect(drawer.element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('reads an entry’s count with its name', async () => {
    const onNews = vi.fn();
    await render(
      <Drawer
        open
        onOpenChange={() => {}}
        title="player_one"
        closeLabel="Close menu"
        entries={[
          { id: 'news', label: 'Messages', onSelect: onNews, badge: { count: 3, label: '3 unread' } },
        ]}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: /^Messages\s*3 unread$/ }));
    expect(onNews).toHaveBeenCalledOnce();
  });
});
