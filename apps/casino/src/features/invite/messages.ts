import { defineMessage, defineMessages } from 'react-intl';

export const inviteMessages = defineMessages({
  title: { id: 'invite.title', defaultMessage: 'Invitation and rewards' },
  intro: {
    id: 'invite.intro',
    defaultMessage:
      'Share your code or link with friends. When they sign up with it and activate their account, each reward below unlocks for you.',
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
  pendingAwardHint: { id: 'invite.pendingAwardHint', defaultMessage: 'Waiting for friends to activate' },
  rewards: { id: 'invite.rewards', defaultMessage: 'Invitation rewards' },
  get: { id: 'invite.get', defaultMessage: 'Get' },
  claimed: { id: 'invite.claimed', defaultMessage: 'Claimed' },
  claimSuccess: { id: 'invite.claimSuccess', defaultMessage: 'Reward claimed: it is on your balance' },
});

export const activatedCount = defineMessage<{ count: number }>({
  id: 'invite.activatedCount',
  defaultMessage: '{count, plural, one {# has activated} other {# have activated}}',
});

export const inviteFriends = defineMessage<{ count: number }>({
  id: 'invite.friends',
  defaultMessage: '{count, plural, one {Invite # friend} other {Invite # friends}}',
});
