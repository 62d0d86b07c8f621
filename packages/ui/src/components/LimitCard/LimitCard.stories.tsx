import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { LimitCard } from './LimitCard';

const meta = {
  title: 'Protection/LimitCard',
  component: LimitCard,
  args: { title: 'Deposit limit · 24 hours', value: '100.00 EUR' },
} satisfies Meta<typeof LimitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    actions: (
      <Button size="small" variant="secondary">
        Change
      </Button>
    ),
  },
};

export const Pending: Story = {
  args: {
    pending: 'Raise to 300.00 EUR waiting: you can confirm it from 27 Nov 2026, 20:41.',
    actions: (
      <>
        <Button size="small">Confirm</Button>
        <Button size="small" variant="ghost">
          Keep my limit
        </Button>
      </>
    ),
  },
};

export const NoLimit: Story = { args: { title: 'Loss limit · 30 days', value: 'No limit' } };
