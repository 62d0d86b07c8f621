import type { Meta, StoryObj } from '@storybook/react-vite';
import { VipLevelTable } from './VipLevelTable';

const levels = [
  { level: 'entry', name: 'Entry', colour: '#8a8fa8', requiredPoints: 0 },
  { level: 'bronze', name: 'Bronze', colour: '#b87333', requiredPoints: 100 },
  { level: 'silver', name: 'Silver', colour: '#c0c0c0', requiredPoints: 1000 },
  { level: 'gold', name: 'Gold', colour: '#ffd700', requiredPoints: 5000 },
  { level: 'platinum', name: 'Platinum', colour: '#7fd1de', requiredPoints: 20000 },
  { level: 'diamond', name: 'Diamond', colour: '#b9f2ff', requiredPoints: 100000 },
];

const meta = {
  title: 'Content/VipLevelTable',
  component: VipLevelTable,
  args: {
    caption: 'VIP levels',
    levelHeader: 'Level',
    pointsHeader: 'Required points',
    levels,
    currentLevel: 'silver',
    currentLabel: 'Your level',
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof VipLevelTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoLevelYet: Story = { args: { currentLevel: undefined } };

export const LongText: Story = {
  args: {
    caption: 'VIP club levels and the lifetime points each one requires',
    currentLabel: 'This is your current level',
    currentLevel: 'diamond',
    levels: levels.map((row) =>
      row.level === 'diamond' ? { ...row, name: 'Diamond Black Card Elite Member' } : row,
    ),
  },
};
