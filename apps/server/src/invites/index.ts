// The invitations' public surface; their operations (counters, tiers, claiming a reward) are in routes.ts.
import { countCountingInvitees } from '../bonuses/index.js';
import { NewsType, notifyMember } from '../content/index.js';
import type { Db } from '../db/database.js';
import { countedInviterOf } from '../members/index.js';

/**
 * A member just activated their account (mail domain, in its transaction): when they count for an
 * inviter, the inviter hears of it in the news, with how many invitees now count for the rewards.
 */
export async function announceActivatedInvitee(db: Db, memberId: number): Promise<void> {
  const inviterId = await countedInviterOf(db, memberId);
  if (inviterId === undefined) return;
  await notifyMember(db, inviterId, NewsType.share, 'news.inviteeActivated', {
    count: await countCountingInvitees(db, inviterId),
  });
}

export { findInviteConfig } from './repository.js';
