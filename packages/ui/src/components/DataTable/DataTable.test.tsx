import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../storybook/axe';
import { type ColumnDef, DataTable } from './DataTable';

interface Row {
  id: number;
  name: string;
}

const columns: ColumnDef<Row, unknown>[] = [
  { accessorKey: 'id', header: 'Id' },
  { accessorKey: 'name', header: 'Name' },
];
const data = [
  { id: 2, name: 'beta' },
  { id: 1, name: 'alpha' },
  { id: 3, name: 'gamma' },
];

const names = () =>
  [...document.querySelectorAll('tbody tr')].map((row) => row.lastElementChild?.textContent);

describe('DataTable', () => {
  it('has no accessibility violations', async () => {
    await render(<DataTable caption="Players" columns={columns} data={data} emptyText="None" />);
    await expectNoAxeViolations();
  });

  it('sorts by a column from its header, by mouse and by keyboard, and says how', async () => {
    await render(<DataTable caption="Players" columns={columns} data={data} emptyText="None" />);
    const header = page.getByRole('button', { name: /Name/ });
    await userEvent.click(header);
    expect(names()).toEqual(['alpha', 'beta', 'gamma']);
    await expect
      .element(page.getByRole('columnheader', { name: /Name/ }))
      .toHaveAttribute('aria-sort', 'ascending');
    (header.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['gamma', 'beta', 'alpha']);
  });

  it('says so when there are no rows', async () => {
    await render(<DataTable caption="Players" columns={columns} data={[]} emptyText="No player matches." />);
    await expect.element(page.getByRole('cell', { name: 'No player matches.' })).toBeVisible();
  });
});
