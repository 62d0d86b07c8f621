import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Dialogs/AlertDialog',
  component: AlertDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onOk: fn(),
    title: 'Warning',
    message: 'Sorry, we can not accept you to be our customer unless you agree to our terms and conditions.',
    okLabel: 'OK',
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermsNotAccepted: Story = {};

export const RestrictedRegion: Story = {
  args: { title: 'Restricted region', message: 'Our games are not available in your region.' },
};

export const LongText: Story = {
  args: {
    title: 'Your account needs attention before you can continue playing',
    message: 'Please contact support to verify your identity and address. '.repeat(12),
  },
};
