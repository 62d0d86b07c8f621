import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { type ColumnDef, DataTable } from './DataTable';

interface CashOut {
  id: number;
  username: string;
  amount: string;
  method: string;
  status: number;
  statusLabel: string;
}

const rows: CashOut[] = [
  {
    id: 41,
    username: 'ana_garcia',
    amount: '1 200.00 EUR',
    method: 'PayPal',
    status: 0,
    statusLabel: 'Pending review',
  },
  {
    id: 42,
    username: 'joao.silva',
    amount: '300.00 BRL',
    method: 'Bank card',
    status: 20,
    statusLabel: 'Pending payment',
  },
  { id: 43, username: 'mika', amount: '5 000.00 USD', method: 'BTC', status: 10, statusLabel: 'Rejected' },
];

const columns: ColumnDef<CashOut, unknown>[] = [
  { accessorKey: 'id', header: '#' },
  { accessorKey: 'username', header: 'Player' },
  { accessorKey: 'amount', header: 'Amount', enableSorting: false },
  { accessorKey: 'method', header: 'Method' },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <StatusBadge kind="withdraw" status={row.original.status} label={row.original.statusLabel} />
    ),
  },
];

const meta = {
  title: 'Back office/DataTable',
  component: DataTable<CashOut>,
  args: {
    caption: 'Cash-outs waiting',
    columns,
    data: rows,
    emptyText: 'Nothing is waiting.',
    getRowId: (row) => String(row.id),
  },
} satisfies Meta<typeof DataTable<CashOut>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sorted: Story = { args: { initialSorting: [{ id: 'username', desc: true }] } };

export const Empty: Story = { args: { data: [] } };

export const Loading: Story = { args: { loading: true } };

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <span>3 of 120</span>
        <Button size="small" variant="secondary">
          Next page
        </Button>
      </>
    ),
  },
};

export const LongText: Story = {
  args: {
    data: [
      {
        id: 44,
        username: 'a_player_with_a_remarkably_long_username_that_wraps',
        amount: '100 000.00 EUR',
        method: 'Bank transfer to an account abroad',
        status: 20,
        statusLabel: 'Approved and waiting for processing by the bank',
      },
    ],
  },
};
