import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HistoryRow } from '../HistoryRow/HistoryRow';
import { HistoryList } from './HistoryList';

const rows = (
  <>
    <HistoryRow
      date="2026-11-21 18:42"
      label="Bank transfer"
      amount="300"
      currency="EUR"
      locale="en"
      fell
      status={{ kind: 'withdraw', status: 0, label: 'Pending review' }}
      cancel={{ label: 'Cancel', onCancel: fn() }}
    />
    <HistoryRow
      date="2026-11-18 09:05"
      label="PayPal"
      amount="1500"
      currency="EUR"
      locale="en"
      fell
      status={{ kind: 'withdraw', status: 40, label: 'Completed' }}
    />
    <HistoryRow
      date="2026-11-02 21:17"
      label="Bitcoin"
      amount="250"
      currency="EUR"
      locale="en"
      fell
      status={{ kind: 'withdraw', status: 10, label: 'Rejected' }}
    />
  </>
);

const meta = {
  title: 'Money/HistoryList',
  component: HistoryList,
  args: {
    children: rows,
    'aria-label': 'Cash-out history',
    isEmpty: false,
    emptyText: 'No more cash withdrawal records',
    hasMore: false,
    loading: false,
    loadingText: 'Loading…',
    endText: 'No more records',
    onLoadMore: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof HistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EndOfList: Story = {};

export const LoadingMore: Story = { args: { hasMore: true, loading: true } };

export const Empty: Story = { args: { children: null, isEmpty: true } };

export const FirstPageLoading: Story = {
  args: { children: null, isEmpty: true, hasMore: true, loading: true },
};
