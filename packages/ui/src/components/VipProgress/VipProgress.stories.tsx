import type { Meta, StoryObj } from '@storybook/react-vite';
import { VipProgress } from './VipProgress';

/* The level images as the server serves them are SVG files; the stories draw stand-ins inline. */
const icon = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><circle cx="28" cy="28" r="26" fill="${colour}"/><path d="M16 22l6 6 6-10 6 10 6-6-3 16H19z" fill="#1a1300"/></svg>`,
  )}`;
const bronze = { name: 'Bronze', colour: '#cd7f32', iconSrc: icon('#cd7f32'), points: 400 };
const silver = { name: 'Silver', colour: '#c0c0c0', iconSrc: icon('#c0c0c0'), points: 2000 };
const diamond = { name: 'Diamond', colour: '#7df9ff', iconSrc: icon('#7df9ff'), points: 75000 };

const meta = {
  title: 'Loyalty/VipProgress',
  component: VipProgress,
  args: {
    caption: 'Your VIP level',
    level: bronze,
    next: silver,
    points: 1234,
    pointsText: '1,234 points',
    progressText: '766 points to Silver',
    progressLabel: 'Progress to the next level',
  },
} satisfies Meta<typeof VipProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {};

export const JustReached: Story = {
  args: { points: 400, pointsText: '400 points', progressText: '1,600 points to Silver' },
};

export const TopLevel: Story = {
  args: {
    level: diamond,
    next: undefined,
    points: 80000,
    pointsText: '80,000 points',
    progressText: 'You have reached the highest level',
  },
};

export const WithoutImage: Story = {
  args: {
    level: { name: 'Entry', colour: '#8d99ae', points: 0 },
    next: { ...bronze, name: 'Bronze' },
    points: 120,
    pointsText: '120 points',
    progressText: '280 points to Bronze',
  },
};

export const LongText: Story = {
  args: {
    caption: 'Tu nivel en el club VIP del casino',
    level: { ...bronze, name: 'Bronce Extraordinario de Temporada' },
    progressText: 'Te faltan 766 puntos de por vida para alcanzar el nivel Plata y sus beneficios',
  },
};
