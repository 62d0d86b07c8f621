import { randomBytes } from 'node:crypto';
import { createSession } from '../auth/index.js';
import type { Db } from '../db/database.js';
import { recordLaunch, seedGames } from '../games/index.js';
import { insertMember } from '../members/index.js';
import { hashToken, newToken } from '../shared/tokens.js';
import { credit, ensureWallet, TransactionClass } from '../wallet/index.js';

/** Test and bench fixtures: members, deposits, launches and sessions written straight to the database. */

export async function createMember(
  db: Db,
  options: { cash?: string; bonus?: string; memberType?: number; currency?: string } = {},
): Promise<{ id: number; username: string }> {
  const suffix = randomBytes(5).toString('hex');
  const member = await insertMember(db, {
    username: `player_${suffix}`,
    email: `player_${suffix}@example.test`,
    password_hash: null,
    invitation_code: suffix.toUpperCase(),
    inviter_id: null,
    recommend_code: null,
    gender: null,
    birthday: null,
    country_code: null,
    state_code: null,
    idcard_proof_id: null,
    idcard_hold_proof_id: null,
    address_proof_id: null,
    payment_proof_id: null,
    ...(options.memberType === undefined ? {} : { member_type: options.memberType }),
    ...(options.currency === undefined ? {} : { currency: options.currency }),
  });
  await ensureWallet(db, member.id);
  if (options.cash !== undefined && options.cash !== '0.00') {
    await credit(db, {
      memberId: member.id,
      type: 'DEPOSIT',
      class: TransactionClass.cash,
      amount: options.cash,
      externalRef: `test:deposit:${suffix}`,
    });
  }
  if (options.bonus !== undefined && options.bonus !== '0.00') {
    await credit(db, {
      memberId: member.id,
      type: 'PROMOTION',
      class: TransactionClass.bonus,
      amount: options.bonus,
      externalRef: `test:promotion:${suffix}`,
    });
  }
  return { id: member.id, username: member.username };
}

/** A stored launch as getLaunchUrl records it; the token is what the vendor sends as sessionToken. */
export async function createLaunch(
  db: Db,
  memberId: number,
  gameId = 1,
  expiresAt = new Date(Date.now() + 3_600_000),
): Promise<string> {
  const token = newToken();
  await recordLaunch(db, {
    tokenHash: hashToken(token),
    memberId,
    gameId,
    vendor: 'HOUSE',
    channel: 'pc',
    expiresAt,
  });
  return token;
}

export async function createMemberSession(db: Db, memberId: number): Promise<string> {
  const token = newToken();
  await createSession(db, memberId, hashToken(token), new Date(Date.now() + 3_600_000));
  return token;
}

/**
 * Tests about other rules of the wallet stake what they need (a cent, a few hundred) on the game they
 * launch: its table takes any stake, as the catalogue's limits are tableLimits.test.ts's subject.
 */
export async function openTableLimits(db: Db, gameId: number): Promise<void> {
  await db
    .updateTable('game')
    .set({ min_bet: '0.01', max_bet: '1000000.00' })
    .where('id', '=', gameId)
    .execute();
}

export { seedGames };
