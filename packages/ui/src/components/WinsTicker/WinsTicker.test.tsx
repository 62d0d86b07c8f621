import { afterEach, describe, expect, test } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { WinsTicker } from './WinsTicker';

const props = {
  label: 'Recent wins',
  pauseLabel: 'Pause',
  playLabel: 'Play',
  items: ['A won $1.00', 'B won $2.00'],
};

describe('WinsTicker', () => {
  afterEach(async () => {
    await commands.emulateReducedMotion('reduce');
  });

  test('has no accessibility violations', async () => {
    await render(<WinsTicker {...props} />);
    await expectNoAxeViolations();
  });

  test('screen readers get each win once, not the looping copy', async () => {
    await render(<WinsTicker {...props} />);
    await expect.element(page.getByRole('listitem')).toHaveLength(2);
  });

  test('the pause button stops and restarts the scrolling', async () => {
    await commands.emulateReducedMotion('no-preference');
    await render(<WinsTicker {...props} />);
    const track = document.querySelector('[data-paused]');
    await userEvent.click(page.getByRole('button', { name: 'Pause' }));
    expect(track?.getAttribute('data-paused')).toBe('true');
    await expect.element(page.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(page.getByRole('button', { name: 'Play' }));
    expect(track?.getAttribute('data-paused')).toBe('false');
  });

  test('with reduced motion it stands still and needs no pause button', async () => {
    await render(<WinsTicker {...props} />);
    const track = document.querySelector('[data-paused]') as HTMLElement;
    expect(getComputedStyle(track).animationName).toBe('none');
    await expect.element(page.getByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });
});
