import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { DetailList } from './DetailList';

const meta = {
  title: 'Back office/DetailList',
  component: DetailList,
  args: {
    label: 'Profile',
    items: [
      { label: 'Username', value: 'ana_garcia' },
      { label: 'E-mail', value: 'ana@example.com' },
      { label: 'Phone', value: '+34600123456' },
      { label: 'Country', value: 'ES' },
      { label: 'Currency', value: 'EUR' },
      { label: 'Status', value: <StatusBadge kind="document" status={20} label="Enabled" /> },
    ],
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MissingValues: Story = {
  args: {
    items: [
      { label: 'Birthday', value: null },
      { label: 'Address', value: '' },
      { label: 'City', value: 'Madrid' },
    ],
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        label: 'Reason for review',
        value: 'paid 79.00 for an order of 80.00 through a card issued by a bank in another country',
      },
      { label: 'Provider payment id', value: 'pi_3PzQx2Lk8bD0aSx91c2Vnq7W_secret_0000000000000000' },
    ],
  },
};
