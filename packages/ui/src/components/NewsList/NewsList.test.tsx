import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { NewsList } from './NewsList';

const items = [
  { id: '2', message: 'Your cash-out was approved.', date: 'today', unread: true },
  { id: '1', message: 'Your deposit was credited.', date: 'yesterday', unread: false },
];

describe('NewsList', () => {
  test('opens a message with the keyboard, reports it once, and closes it again', async () => {
    const onOpen = vi.fn();
    const screen = await render(
      <NewsList items={items} onOpen={onOpen} unreadLabel="Unread" emptyText="None" aria-label="Messages" />,
    );
    const unread = screen.getByRole('button', { name: /Unread: Your cash-out was approved/ });
    await expect.element(unread).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(unread).toHaveAttribute('aria-expanded', 'true');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('2');
    await unread.click();
    await expect.element(unread).toHaveAttribute('aria-expanded', 'false');
    expect(onOpen).toHaveBeenCalledTimes(1);
    await expect
      .element(screen.getByRole('button', { name: 'Your deposit was credited. yesterday' }))
      .toBeVisible();
  });

  test('says so when there is no message', async () => {
    const screen = await render(
      <NewsList
        items={[]}
        onOpen={() => {}}
        unreadLabel="Unread"
        emptyText="No messages yet"
        aria-label="M"
      />,
    );
    await expect.element(screen.getByText('No messages yet')).toBeVisible();
  });
});
