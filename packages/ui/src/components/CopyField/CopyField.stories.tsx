import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CopyField } from './CopyField';

const meta = {
  title: 'Payments/CopyField',
  component: CopyField,
  args: {
    label: 'Deposit address',
    value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    copyLabel: 'Copy',
    onCopied: fn(),
    onCopyFailed: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InviteLink: Story = {
  args: {
    label: 'Your invitation link',
    value: 'https://casino.example.com/#/?code=LUCKY7',
    copyLabel: 'Copy link',
  },
};

export const LongText: Story = {
  args: {
    label: 'Memo to include with your transfer so we can match it to your account',
    value: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F71C7656EC7ab88b098defB751B7401B5f6d8976F',
    copyLabel: 'Copy memo',
  },
};
