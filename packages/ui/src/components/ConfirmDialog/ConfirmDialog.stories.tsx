import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog, confirmTones } from './ConfirmDialog';

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: 'Cash out first?',
    message: 'Your balance is blocked by a pending cash-out. Open the cash-out page?',
    confirmLabel: 'Cash out',
    cancelLabel: 'Cancel',
    tone: 'brand',
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Log out?',
    message: 'You will need to log in again to play.',
    confirmLabel: 'Log out',
  },
};

export const LongText: Story = {
  args: {
    title: 'Cancel this withdrawal request and return the amount to your available balance?',
    message: 'The amount returns to your balance at once and can be played or withdrawn again. '.repeat(6),
    confirmLabel: 'Yes, cancel the withdrawal request',
    cancelLabel: 'No, keep it',
  },
};
