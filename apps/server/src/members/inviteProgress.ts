import type { Db } from '../db/database.js';

/**
 * The highest invitation reward tier the member has claimed (the invitation popup's treasureIndex).
 * Until the invitations domain exists no tier can be claimed, so it is 0; that domain replaces this
 * body with its own read (same signature).
 */
export async function claimedInviteTier(_db: Db, _memberId: number): Promise<number> {
  return 0;
}
