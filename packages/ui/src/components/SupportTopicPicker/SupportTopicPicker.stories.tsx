import type { Meta, StoryObj } from '@storybook/react-vite';
import { SupportTopicPicker } from './SupportTopicPicker';

const meta = {
  title: 'Inputs/SupportTopicPicker',
  component: SupportTopicPicker,
  args: {
    label: 'Query type',
    placeholder: 'What is it about?',
    topicLabels: {
      deposit: 'Deposit',
      withdraw: 'Withdraw',
      bonus: 'Bonus',
      closing: 'Account closing',
      security: 'Security',
      verification: 'Identity verification',
      techIssue: 'Technical issue',
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SupportTopicPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { defaultValue: 'verification' } };

export const ErrorState: Story = { name: 'Error', args: { error: 'All fields are required.' } };
