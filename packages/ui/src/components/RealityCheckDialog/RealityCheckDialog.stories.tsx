import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RealityCheckDialog } from './RealityCheckDialog';

const meta = {
  title: 'Protection/RealityCheckDialog',
  component: RealityCheckDialog,
  args: {
    open: true,
    title: 'Reality check',
    message: 'Play is paused. Here is where this session stands.',
    figures: [
      { id: 'time', label: 'Time played', value: '30 minutes' },
      { id: 'net', label: 'Net position', value: '-€12.50', tone: 'negative' },
    ],
    continueLabel: 'Continue',
    historyLabel: 'See my history',
    logoutLabel: 'Log out',
    onContinue: fn(),
    onHistory: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Losing: Story = {};

export const Winning: Story = {
  args: {
    figures: [
      { id: 'time', label: 'Time played', value: '1 hour 5 minutes' },
      { id: 'net', label: 'Net position', value: '+€240.00', tone: 'positive' },
    ],
  },
};
