import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { FilterBar } from './FilterBar';

const meta = {
  title: 'Back office/FilterBar',
  component: FilterBar,
  args: {
    label: 'Filter the ledger',
    applyLabel: 'Apply',
    onApply: () => {},
    children: (
      <>
        <TextField label="From" type="date" defaultValue="2026-11-01" />
        <TextField label="To" type="date" defaultValue="2026-11-24" />
        <Select
          label="Type"
          defaultValue="DEPOSIT"
          options={[
            { value: 'DEPOSIT', label: 'Deposit' },
            { value: 'GAME_BET', label: 'Bet' },
          ]}
        />
      </>
    ),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithClear: Story = { args: { clearLabel: 'Clear filters', onClear: () => {} } };

export const OneField: Story = {
  args: {
    label: 'Search players',
    applyLabel: 'Search',
    children: <TextField label="Username, e-mail, phone or id" />,
  },
};
