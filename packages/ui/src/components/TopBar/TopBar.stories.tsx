import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryLogo } from '../private/StoryLogo';
import { TopBar, type TopBarLoggedIn, type TopBarLoggedOut } from './TopBar';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: { fullBleed: true },
  argTypes: { logo: { control: false } },
} satisfies Meta<typeof TopBar>;

export default meta;
// The props are a logged-in/logged-out union, so every story states its full args.
type Story = StoryObj<typeof TopBar>;

const loggedIn: TopBarLoggedIn = {
  logo: <StoryLogo />,
  loggedIn: true,
  currency: 'USD',
  locale: 'en',
  balance: '1250.5',
  balanceLabel: 'Balance',
  depositLabel: 'Deposit',
  onDeposit: fn(),
  menuLabel: 'Menu',
  onMenu: fn(),
};

const loggedOut: TopBarLoggedOut = {
  logo: <StoryLogo />,
  loggedIn: false,
  joinLabel: 'Join',
  loginLabel: 'Login',
  onJoin: fn(),
  onLogin: fn(),
  menuLabel: 'Menu',
  onMenu: fn(),
};

export const LoggedIn: Story = { args: loggedIn };

export const EmptyBalance: Story = { args: { ...loggedIn, balance: '0', currency: 'EUR', locale: 'es' } };

export const LongBalance: Story = { args: { ...loggedIn, balance: '123456789012.99' } };

export const WithUnreadNews: Story = {
  args: { ...loggedIn, news: { label: 'Messages, 3 unread', unread: 3, onOpen: fn() } },
};

export const WithUnreadNewsLongBalance: Story = {
  args: {
    ...loggedIn,
    balance: '123456789.99',
    news: { label: 'Messages, 120 unread', unread: 120, onOpen: fn() },
  },
};

export const LoggedOut: Story = { args: loggedOut };

export const SpanishLongBalance: Story = {
  args: {
    ...loggedIn,
    balance: '123456.78',
    currency: 'EUR',
    locale: 'es',
    balanceLabel: 'Saldo',
    depositLabel: 'Depositar',
  },
};

export const LoggedOutSpanish: Story = {
  args: { ...loggedOut, joinLabel: 'Registrarse', loginLabel: 'Iniciar sesión' },
};

export const LoggedOutLongText: Story = {
  args: { ...loggedOut, joinLabel: 'Create an account', loginLabel: 'Log in to play' },
};
