import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentMethodList } from './PaymentMethodList';
import { sampleMethods } from './PaymentMethodList.fixtures';

const meta = {
  title: 'Payments/PaymentMethodList',
  component: PaymentMethodList,
  args: {
    label: 'Choose a deposit method',
    methods: sampleMethods,
    onValueChange: fn(),
    loadingText: 'Loading deposit methods',
    emptyText: 'No deposit method is available right now. Please contact support.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof PaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { value: 'PIX' } };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { methods: [] } };

export const LongText: Story = {
  args: {
    methods: [
      { code: 'BANK', name: 'Instant bank transfer through your online banking provider' },
      ...sampleMethods.slice(0, 2),
    ],
    value: 'BANK',
  },
};
