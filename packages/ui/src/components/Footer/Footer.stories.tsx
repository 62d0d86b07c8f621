import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Footer } from './Footer';

const guestLinks = [
  { id: 'help', label: 'Help', href: '#/branchIndex/help' },
  { id: 'withdrawal-rules', label: 'Withdrawal rules', href: '#/cashier/withdrawalRules' },
  { id: 'about', label: 'About us', href: '#/myAccount/aboutUs' },
  { id: 'privacy', label: 'Privacy policy', href: '#/myAccount/privacyPolicy' },
  { id: 'contact', label: 'Contact us', onSelect: fn() },
  { id: 'terms', label: 'Terms and conditions', href: '#/bonus/terms' },
];

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { fullBleed: true },
  args: {
    copyright: '© 2026 Casino. Licensed in Curacao. Players must be 18 or over.',
    links: guestLinks,
    linksLabel: 'Quick links',
    toTopLabel: 'To the top',
    onToTop: fn(),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};

export const LoggedIn: Story = {
  args: { links: [...guestLinks, { id: 'refer', label: 'Refer a friend', onSelect: fn() }] },
};

export const NoLinks: Story = { args: { links: [] } };

export const LongText: Story = {
  args: {
    copyright:
      '© 2026 Casino. Operated under a licence issued in Curacao; the terms name Cyprus as governing law. Gambling can be addictive: play responsibly.',
    links: guestLinks.map((link) => ({ ...link, label: `${link.label} and everything you need to know` })),
  },
};
