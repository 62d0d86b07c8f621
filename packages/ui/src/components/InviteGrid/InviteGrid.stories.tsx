import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type InviteCell, InviteGrid } from './InviteGrid';

/* A member with 4 invitees who has claimed the first reward (treasureIndex 1). */
const cells: InviteCell[] = [1, 3, 5, 10, 20, 50].map((personCount, index) => ({
  id: `tier-${personCount}`,
  personCount,
  bonusAmount: String([5, 20, 40, 100, 250, 800][index]),
  personText: `Invite ${personCount} ${personCount === 1 ? 'friend' : 'friends'}`,
  active: personCount <= 4,
  claimable: personCount <= 4 && personCount > 1,
  claimed: personCount <= 1,
}));

const meta = {
  title: 'Content/InviteGrid',
  component: InviteGrid,
  args: {
    cells,
    currency: 'EUR',
    locale: 'en',
    getLabel: 'Get',
    claimedLabel: 'Claimed',
    onClaim: fn(),
    'aria-label': 'Invitation rewards',
  },
} satisfies Meta<typeof InviteGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Claiming: Story = { args: { claimingId: 'tier-3' } };

export const NoInvitees: Story = {
  args: { cells: cells.map((cell) => ({ ...cell, active: false, claimable: false, claimed: false })) },
};

export const LongText: Story = {
  args: {
    cells: cells.map((cell) => ({
      ...cell,
      personText: `Invite ${cell.personCount} friends who make a first deposit`,
      bonusAmount: `${cell.bonusAmount}000`,
    })),
    getLabel: 'Get my reward',
  },
};
