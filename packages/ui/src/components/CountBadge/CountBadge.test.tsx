import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { CountBadge } from './CountBadge';

describe('CountBadge', () => {
  test('shows the count, capped, and reads the whole label', async () => {
    const screen = await render(<CountBadge count={128} label="128 unread messages" />);
    await expect.element(screen.getByText('99+')).toBeVisible();
    await expect.element(screen.getByText('128 unread messages')).toBeInTheDocument();
  });

  test('draws nothing at zero', async () => {
    const screen = await render(<CountBadge count={0} label="No unread messages" />);
    expect(screen.container.textContent).toBe('');
  });
});
