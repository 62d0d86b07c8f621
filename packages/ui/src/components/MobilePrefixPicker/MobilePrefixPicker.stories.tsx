import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobilePrefixPicker } from './MobilePrefixPicker';

const meta = {
  title: 'Inputs/MobilePrefixPicker',
  component: MobilePrefixPicker,
  args: { label: 'Prefix', placeholder: '+', prefixes: ['1', '34', '44', '55', '351'] },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof MobilePrefixPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { defaultValue: '34' } };
