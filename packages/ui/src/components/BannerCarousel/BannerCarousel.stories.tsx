import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type Banner, BannerCarousel } from './BannerCarousel';

/* Artwork drawn as inline SVG (no words: those are the banner's title and text) so stories need no files. */
const svgArtwork = (from: string, to: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width - height / 2}" cy="${height / 2}" r="${height / 3}" fill="#ffd54a"/></svg>`,
  )}`;

const banner = (id: string, title: string, text: string, from: string, to: string): Banner => ({
  id,
  image: svgArtwork(from, to, 1200, 300),
  mobileImage: svgArtwork(from, to, 600, 300),
  title,
  text,
  alt: title,
});

const banners = [
  banner('welcome', '100% up to 200', 'Welcome bonus on your first deposit · 18+', '#5b2a86', '#c0392b'),
  banner('cashback', 'Up to 20% cashback', 'Every Monday, no wagering', '#0b6e4f', '#1f3a93'),
  banner('vip', 'VIP Club', '1 point for every 10 wagered', '#7a5c00', '#3d2c8d'),
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
      banner(
        'long',
        'Deposit today and get free spins on every new slot game of the month',
        'Bónus de boas-vindas no seu primeiro depósito · mínimo 10 · 18+ · Aplicam-se os termos e condições completos da promoção',
        '#1f3a93',
        '#5b2a86',
      ),
    ],
  },
};

export const ArtworkOnly: Story = {
  args: {
    banners: [{ id: 'art', image: svgArtwork('#3a0066', '#c2185b', 1200, 300), alt: 'Welcome bonus' }],
  },
};
