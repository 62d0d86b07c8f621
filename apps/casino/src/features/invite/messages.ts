import { defineMessage, defineMessages } from 'react-intl';

export const inviteMessages = defineMessages({
  title: { id: 'invite.title', defaultMessage: 'Invitation and rewards' },
  intro: {
    id: 'invite.intro',
    defaultMessage:
      'Share your code or link with friends. Each reward below unlocks as friends who sign up with it become players.',
  },
  code: { id: 'invite.code', defaultMessage: 'Your invitation code' },
  link: { id: 'invite.link', defaultMessage: 'Your invitation link' },
  copy: { id: 'invite.copy', defaultMessage: 'Copy' },
  figures: { id: 'invite.figures', defaultMessage: 'Your invitations' },
  inviteCount: { id: 'invite.inviteCount', defaultMessage: 'Friends invited' },
  totalAwarded: { id: 'invite.totalAwarded', defaultMessage: 'Total awarded' },
  awardBalance: { id: 'invite.awardBalance', defaultMessage: 'Award balance' },
  awardBalanceHint: { id: 'invite.awardBalanceHint', defaultMessage: 'Ready to claim' },
  pendingAward: { id: 'invite.pendingAward', defaultMessage: 'Pending award' },
  pendingAwardHint: {
    id: 'invite.pendingAwardHint',
    defaultMessage: 'Waiting for friends to deposit and play',
  },
  rewards: { id: 'invite.rewards', defaultMessage: 'Invitation rewards' },
  get: { id: 'invite.get', defaultMessage: 'Get' },
  claimed: { id: 'invite.claimed', defaultMessage: 'Claimed' },
  claimSuccess: { id: 'invite.claimSuccess', defaultMessage: 'Reward claimed: it is on your bonus balance' },
});

export const activatedCount = defineMessage<{ count: number }>({
  id: 'invite.activatedCount',
  defaultMessage: '{count, plural, one {# counts toward rewards} other {# count toward rewards}}',
});

export const inviteFriends = defineMessage<{ count: number }>({
  id: 'invite.friends',
  defaultMessage: '{count, plural, one {Invite # friend} other {Invite # friends}}',
});

/** What makes an invitee count (the server's inviteeRule; bonus terms §6). */
export const whoCounts = defineMessage<{ deposit: string; play: string }>({
  id: 'invite.whoCounts',
  defaultMessage:
    "A friend counts once they have activated their account, made one deposit of at least {deposit} and staked at least {play} in games. One account per person: a friend who shares an e-mail, phone, device or payment card with you or with another friend you invited does not count. Rewards are paid as bonus money with the bonus terms' wagering.",
});
