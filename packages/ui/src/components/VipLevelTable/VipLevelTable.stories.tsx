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

const icon = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="13" fill="${colour}"/><path d="M8 11l3 3 3-5 3 5 3-3-1.5 8h-9z" fill="#1a1300"/></svg>`,
  )}`;

export const WithImages: Story = {
  args: { levels: levels.map((row) => ({ ...row, iconSrc: icon(row.colour) })), currentLevel: 'bronze' },
};
