import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type Banner, BannerCarousel } from './BannerCarousel';

/* Banners drawn as inline SVG so stories and screenshots need no network or image files. */
const svgBanner = (text: string, from: string, to: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="55%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${height / 5}" font-weight="700" fill="#ffffff">${text}</text></svg>`,
  )}`;

const banner = (id: string, text: string, from: string, to: string): Banner => ({
  id,
  image: svgBanner(text, from, to, 1200, 300),
  mobileImage: svgBanner(text, from, to, 600, 300),
  alt: text,
});

const banners = [
  banner('welcome', 'Welcome bonus 100%', '#5b2a86', '#c0392b'),
  banner('cashback', 'Weekly cashback', '#0b6e4f', '#1f3a93'),
  banner('vip', 'Join the VIP club', '#7a5c00', '#3d2c8d'),
];

const meta = {
  title: 'Home/BannerCarousel',
  component: BannerCarousel,
  args: {
    banners,
    label: 'Promotions',
    previousLabel: 'Previous banner',
    nextLabel: 'Next banner',
    slideLabel: (position: number, count: number) => `Banner ${position} of ${count}`,
    onSelect: fn(),
    interval: 3000,
  },
  argTypes: { slideLabel: { control: false } },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SingleBanner: Story = { args: { banners: banners.slice(0, 1) } };

export const Empty: Story = { args: { banners: [] } };

export const NotClickable: Story = { args: { onSelect: undefined } };

export const LongText: Story = {
  args: {
    banners: [
      banner('long', 'Deposit today and get free spins on every new slot game', '#1f3a93', '#5b2a86'),
    ],
  },
};
