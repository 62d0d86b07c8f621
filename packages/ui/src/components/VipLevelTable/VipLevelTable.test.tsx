import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { VipLevelTable } from './VipLevelTable';

describe('VipLevelTable', () => {
  test("marks only the member's level, and lists each level's required points", async () => {
    const screen = await render(
      <VipLevelTable
        caption="VIP levels"
        levelHeader="Level"
        pointsHeader="Points"
        currentLabel="Your level"
        currentLevel="gold"
        levels={[
          { level: 'silver', name: 'Silver', colour: '#ccc', requiredPoints: 1000 },
          { level: 'gold', name: 'Gold', colour: '#fd0', requiredPoints: 5000 },
        ]}
      />,
    );
    const rows = screen.getByRole('row');
    await expect.element(rows.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect.element(rows.nth(2)).toHaveTextContent('Gold');
    await expect.element(rows.nth(2)).toHaveTextContent('Your level');
    await expect.element(rows.nth(1)).not.toHaveAttribute('aria-current');
    await expect.element(rows.nth(1)).toHaveTextContent('1,000');
  });
});
