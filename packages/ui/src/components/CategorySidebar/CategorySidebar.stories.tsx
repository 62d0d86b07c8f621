import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TrophyIcon } from '../private/icons';
import { type Category, CategorySidebar } from './CategorySidebar';

const categories: Category[] = [
  { id: 'top', label: 'Top' },
  { id: 'all', label: 'All' },
  { id: 'slots', label: 'Slots Games' },
  { id: 'table', label: 'Table Games' },
  { id: 'fun', label: 'Fun' },
  { id: 'treasure', label: 'Treasure', icon: <TrophyIcon />, loggedInOnly: true },
];

const meta = {
  title: 'Games/CategorySidebar',
  component: CategorySidebar,
  args: { label: 'Game categories', categories, selected: 'top', loggedIn: true, onSelect: fn() },
} satisfies Meta<typeof CategorySidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {};

export const LoggedOut: Story = { args: { loggedIn: false, selected: 'slots' } };

export const Empty: Story = { args: { categories: [] } };

export const LongText: Story = {
  args: {
    categories: categories.map((category) => ({
      ...category,
      label: `${category.label} of the week and more`,
    })),
  },
};
