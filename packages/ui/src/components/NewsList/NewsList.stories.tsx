import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewsList } from './NewsList';

const items = [
  {
    id: '3',
    message: 'Your cash-out no. 42 of 300.00 EUR has been approved and is waiting for payment.',
    date: 'Nov 21, 2026, 6:42 PM',
    unread: true,
  },
  {
    id: '2',
    message:
      'Your proof of address was not accepted: the document is older than 3 months. Please upload a new one dated within the last 3 months.',
    date: 'Nov 20, 2026, 9:15 AM',
    unread: true,
  },
  {
    id: '1',
    message: 'Your deposit of 200.00 EUR has been credited to your balance.',
    date: 'Nov 19, 2026, 8:01 PM',
    unread: false,
  },
];

const meta = {
  title: 'Content/NewsList',
  component: NewsList,
  args: {
    items,
    onOpen: fn(),
    unreadLabel: 'Unread',
    emptyText: 'No messages yet',
    'aria-label': 'Messages',
  },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllRead: Story = { args: { items: items.map((item) => ({ ...item, unread: false })) } };

export const Empty: Story = { args: { items: [] } };

export const LongText: Story = {
  args: {
    items: [
      {
        id: '9',
        message: `${'Unglaublich lange Nachricht ohne Leerzeichen '.repeat(3)}Auszahlungsgenehmigungsbenachrichtigungsverfahren`,
        date: '21. Nov. 2026, 18:42',
        unread: true,
      },
    ],
  },
};
