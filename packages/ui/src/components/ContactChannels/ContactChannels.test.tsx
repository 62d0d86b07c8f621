import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { actNow } from '../../storybook/act';
import { expectNoAxeViolations } from '../../storybook/axe';
import { ContactChannels, type LiveChatEntry } from './ContactChannels';

const chat = (overrides: Partial<LiveChatEntry> = {}): LiveChatEntry => ({
  label: 'Live chat',
  status: 'Available now',
  available: true,
  actionLabel: 'Start chat',
  onStart: () => {},
  greeting: 'Hi! Need a hand?',
  ...overrides,
});

const channels = [
  { id: 't', kind: 'telegram', label: 'Telegram', value: '@support', href: 'https://t.me/support' },
  {
    id: 'e',
    kind: 'email',
    label: 'E-mail',
    value: 'support@example.com',
    href: 'mailto:support@example.com',
  },
] as const;

describe('ContactChannels', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('has no accessibility violations', async () => {
    await render(<ContactChannels label="Support" channels={channels} liveChat={chat()} />);
    await expectNoAxeViolations();
  });

  test('links each channel: outside chats in a new tab, e-mail as mailto', async () => {
    await render(<ContactChannels label="Support" channels={channels} />);
    const telegram = page.getByRole('link', { name: '@support' });
    await expect.element(telegram).toHaveAttribute('href', 'https://t.me/support');
    await expect.element(telegram).toHaveAttribute('target', '_blank');
    await expect
      .element(page.getByRole('link', { name: 'support@example.com' }))
      .not.toHaveAttribute('target');
  });

  test('offers live chat only while it is available', async () => {
    const onStart = vi.fn();
    const screen = await render(
      <ContactChannels label="Support" channels={[]} liveChat={chat({ available: false, onStart })} />,
    );
    await expect.element(page.getByRole('button', { name: 'Start chat' })).toBeDisabled();
    await screen.rerender(<ContactChannels label="Support" channels={[]} liveChat={chat({ onStart })} />);
    await userEvent.click(page.getByRole('button', { name: 'Start chat' }));
    expect(onStart).toHaveBeenCalledOnce();
  });

  test('shows the greeting for 9 s once chat is available, then lets it go', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await render(<ContactChannels label="Support" channels={[]} liveChat={chat()} />);
    await expect.element(page.getByText('Hi! Need a hand?')).toBeVisible();
    actNow(() => vi.advanceTimersByTime(8999));
    await expect.element(page.getByText('Hi! Need a hand?')).toBeVisible();
    actNow(() => vi.advanceTimersByTime(1));
    await expect.element(page.getByText('Hi! Need a hand?')).not.toBeInTheDocument();
  });
});
