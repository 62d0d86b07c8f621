import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { actNow } from '../../storybook/act';
import { expectNoAxeViolations } from '../../storybook/axe';
import { LoadingIndicator } from './LoadingIndicator';

const indicator = () => document.querySelector('[role="progressbar"]');

describe('LoadingIndicator', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('has no accessibility violations while loading', async () => {
    vi.useRealTimers();
    await render(<LoadingIndicator active label="Loading" />);
    await expectNoAxeViolations();
  });

  test('shows while active and hides 100 ms after the last request ends', async () => {
    const screen = await render(<LoadingIndicator active label="Loading" />);
    expect(indicator()).not.toBeNull();

    await screen.rerender(<LoadingIndicator active={false} label="Loading" />);
    actNow(() => vi.advanceTimersByTime(99));
    expect(indicator()).not.toBeNull();
    actNow(() => vi.advanceTimersByTime(1));
    expect(indicator()).toBeNull();
  });

  test('a request starting within the delay keeps it on without a flicker', async () => {
    const screen = await render(<LoadingIndicator active label="Loading" />);
    await screen.rerender(<LoadingIndicator active={false} label="Loading" />);
    actNow(() => vi.advanceTimersByTime(50));
    await screen.rerender(<LoadingIndicator active label="Loading" />);
    actNow(() => vi.advanceTimersByTime(500));
    expect(indicator()).not.toBeNull();
  });
});
