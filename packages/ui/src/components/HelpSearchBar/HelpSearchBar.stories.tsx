import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HelpSearchBar } from './HelpSearchBar';

const meta = {
  title: 'Navigation/HelpSearchBar',
  component: HelpSearchBar,
  args: { placeholder: 'Search help pages...', label: 'Search help', submitLabel: 'Search', onSearch: fn() },
} satisfies Meta<typeof HelpSearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithQuery: Story = { args: { defaultValue: 'withdrawal limits' } };

export const LongText: Story = {
  args: { defaultValue: 'how long does a bank transfer withdrawal take to reach my account after approval' },
};
