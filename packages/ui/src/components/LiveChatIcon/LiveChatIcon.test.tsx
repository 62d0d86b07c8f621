import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { actNow } from '../../storybook/act';
import { expectNoAxeViolations } from '../../storybook/axe';
import { LiveChatIcon } from './LiveChatIcon';

const greetingShown = () => {
  const greeting = document.querySelector('[role="status"]');
  return greeting !== null && getComputedStyle(greeting).visibility === 'visible';
};

describe('LiveChatIcon', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('has no accessibility violations', async () => {
    await render(<LiveChatIcon label="Live chat" greeting="Hi!" onOpen={() => {}} />);
    await expectNoAxeViolations();
  });

  test('the greeting shows for 9 s, then fades', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await render(<LiveChatIcon label="Live chat" greeting="Hi!" onOpen={() => {}} />);
    expect(greetingShown()).toBe(true);
    actNow(() => vi.advanceTimersByTime(8999));
    expect(greetingShown()).toBe(true);
    actNow(() => vi.advanceTimersByTime(1));
    expect(greetingShown()).toBe(false);
  });

  test('opening the chat dismisses the greeting', async () => {
    const onOpen = vi.fn();
    await render(<LiveChatIcon label="Live chat" greeting="Hi!" onOpen={onOpen} />);
    await userEvent.click(page.getByRole('button', { name: 'Live chat' }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(greetingShown()).toBe(false);
  });
});
