import type { Meta, StoryObj } from '@storybook/react-vite';
import { documentStatus, StatusBadge, statusBadgeKinds, withdrawStatus } from './StatusBadge';

const withdrawLabels: Record<keyof typeof withdrawStatus, string> = {
  pending: 'Pending review',
  canceled: 'Canceled',
  rejected: 'Rejected',
  passed: 'Pending payment',
  processing: 'Payment in progress',
  payed: 'Payment successful',
  completed: 'Completed',
  failed: 'Failed',
};

const documentLabels: Record<keyof typeof documentStatus, string> = {
  notUploaded: 'Not uploaded',
  auditing: 'Under review',
  success: 'Approved',
  fail: 'Rejected',
};

const meta = {
  title: 'Money/StatusBadge',
  component: StatusBadge,
  args: { kind: 'withdraw', status: withdrawStatus.pending, label: 'Pending review' },
  argTypes: { kind: { control: 'inline-radio', options: statusBadgeKinds } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithdrawStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {Object.entries(withdrawStatus).map(([name, status]) => (
        <StatusBadge
          key={name}
          kind="withdraw"
          status={status}
          label={withdrawLabels[name as keyof typeof withdrawStatus]}
        />
      ))}
    </div>
  ),
};

export const DocumentStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {Object.entries(documentStatus).map(([name, status]) => (
        <StatusBadge
          key={name}
          kind="document"
          status={status}
          label={documentLabels[name as keyof typeof documentStatus]}
        />
      ))}
    </div>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ width: 160 }}>
      <StatusBadge
        {...args}
        status={withdrawStatus.passed}
        label="Approved and waiting for processing by the bank"
      />
    </div>
  ),
};
