import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { levelProgress, VipProgress } from './VipProgress';

describe('VipProgress', () => {
  test('measures the way from this level to the next, within 0 and 100', () => {
    expect(levelProgress(400, 400, 2000)).toBe(0);
    expect(levelProgress(1200, 400, 2000)).toBe(50);
    expect(levelProgress(1999, 400, 2000)).toBe(99);
    expect(levelProgress(80000, 75000, undefined)).toBe(100);
    expect(levelProgress(50, 0, 400)).toBe(12);
  });

  test('exposes the progress as a named bar with its text', async () => {
    const screen = await render(
      <VipProgress
        caption="Your VIP level"
        level={{ name: 'Bronze', colour: '#cd7f32', points: 400 }}
        next={{ name: 'Silver', colour: '#c0c0c0', points: 2000 }}
        points={1200}
        pointsText="1,200 points"
        progressText="800 points to Silver"
        progressLabel="Progress to the next level"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Progress to the next level' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '50');
    await expect.element(bar).toHaveAttribute('aria-valuetext', '800 points to Silver');
    await expect.element(screen.getByRole('region', { name: 'Your VIP level' })).toHaveTextContent('Bronze');
  });
});
