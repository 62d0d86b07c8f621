import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { AppShell } from './AppShell';

const navItems = [
  { label: 'Dashboard', href: '#/', current: true },
  { label: 'Players', href: '#/players' },
  { label: 'Cash-outs', href: '#/cashouts', count: 7 },
  { label: 'Documents', href: '#/documents', count: 3 },
  { label: 'Deposits', href: '#/deposits', count: 0 },
  { label: 'Audit', href: '#/audit' },
];

const meta = {
  title: 'Back office/AppShell',
  component: AppShell,
  parameters: { fullBleed: true },
  args: {
    title: 'Back office',
    navLabel: 'Sections',
    navItems,
    actions: (
      <>
        <span>María (compliance)</span>
        <Button size="small" variant="secondary">
          Sign out
        </Button>
      </>
    ),
    children: <h1>Dashboard</h1>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SignedOut: Story = { args: { navItems: [], actions: undefined, children: <h1>Sign in</h1> } };
