import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: { label: 'Breadcrumb', homeLabel: 'Home', homeHref: '#/', current: 'Cashier' },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = {
  args: { current: 'Withdrawal rules, limits and processing times for every cash-out method we offer' },
};
