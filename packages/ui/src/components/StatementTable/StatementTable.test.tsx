import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { StatementTable } from './StatementTable';

describe('StatementTable', () => {
  test('names each month row and the total, accessibly', async () => {
    await render(
      <StatementTable
        caption="Totals per month"
        headings={['Month', 'Deposits', 'Stakes']}
        rows={[{ id: '2026-11', cells: ['Nov 2026', '€50.00', '-€5.00'] }]}
        total={['Total', '€50.00', '-€5.00']}
      />,
    );
    await expect.element(page.getByRole('table', { name: 'Totals per month' })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'Nov 2026' })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expectNoAxeViolations();
  });
});
