import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingIndicator } from './LoadingIndicator';

const meta = {
  title: 'Feedback/LoadingIndicator',
  component: LoadingIndicator,
  args: { active: true, label: 'Loading' },
  parameters: { fullBleed: true },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Idle: Story = { args: { active: false } };
