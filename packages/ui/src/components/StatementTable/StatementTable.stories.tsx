import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatementTable } from './StatementTable';

const meta = {
  title: 'Protection/StatementTable',
  component: StatementTable,
  args: {
    caption: 'Totals per month',
    headings: ['Month', 'Deposits', 'Cash-outs', 'Stakes', 'Wins', 'Bonuses', 'Adjustments'],
    rows: [
      { id: '2026-09', cells: ['Sep 2026', '€250.00', '€0.00', '-€12.50', '€30.75', '€0.00', '€0.00'] },
      { id: '2026-10', cells: ['Oct 2026', '€100.10', '€0.00', '€0.00', '€0.00', '€0.00', '€0.00'] },
      { id: '2026-11', cells: ['Nov 2026', '€0.00', '-€120.00', '-€20.01', '€0.00', '€10.00', '€5.55'] },
    ],
    total: ['Total', '€350.10', '-€120.00', '-€32.51', '€30.75', '€10.00', '€5.55'],
  },
} satisfies Meta<typeof StatementTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneMonth: Story = {
  args: {
    rows: [{ id: '2026-11', cells: ['Nov 2026', '€50.00', '€0.00', '-€5.00', '€2.00', '€0.00', '€0.00'] }],
    total: ['Total', '€50.00', '€0.00', '-€5.00', '€2.00', '€0.00', '€0.00'],
  },
};
