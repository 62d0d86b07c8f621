import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Drawer, type DrawerEntry, drawerSides } from './Drawer';

const link = (id: string, label: string) => ({ id, label, onSelect: fn() });

const loggedInEntries: DrawerEntry[] = [
  {
    id: 'account',
    label: 'Account settings',
    items: [link('personal', 'Personal details'), link('password', 'Change password')],
  },
  {
    id: 'cashier',
    label: 'Cashier',
    items: [
      link('deposit', 'Deposit'),
      link('cashout', 'Cash out'),
      link('transactions', 'Transaction history'),
    ],
  },
  link('invite', 'Invitation and rewards'),
  { ...link('news', 'Messages'), badge: { count: 2, label: '2 unread messages' } },
  link('vip', 'VIP club'),
  link('documents', 'Upload documents'),
  {
    id: 'language',
    label: 'Language',
    items: [link('es', 'Español'), link('en', 'English'), link('pt', 'Português')],
  },
  link('contact', 'Contact us'),
  link('rules', 'Cashout rules'),
  link('logout', 'Logout'),
];

const meta = {
  title: 'Shell/Drawer',
  component: Drawer,
  parameters: { fullBleed: true },
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'player_one',
    closeLabel: 'Close menu',
    entries: loggedInEntries,
    side: 'left',
  },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {};

export const CashierOpen: Story = { args: { defaultOpenSection: 'cashier' } };

export const LoggedOut: Story = {
  args: {
    title: 'Casino',
    entries: [
      link('join', 'Join'),
      link('login', 'Login'),
      link('contact', 'Contact us'),
      link('rules', 'Cashout rules'),
    ],
  },
};

export const Empty: Story = { args: { entries: [] } };

export const LongText: Story = {
  args: {
    title: 'a_player_with_a_remarkably_long_username_2026',
    defaultOpenSection: 'account',
    entries: [
      {
        id: 'account',
        label: 'Account settings and personal information',
        items: [link('personal', 'Personal details, address and contact information')],
      },
      link('rules', 'Cashout rules, limits and processing times for every method'),
    ],
  },
};

export const RightSide: Story = { args: { side: 'right' } };
