import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { hashToken } from '../shared/tokens.js';
import { createTestDatabase } from '../test/db.js';
import { placeBet, settleWin } from '../vendorWallet/settle.js';
import { createLaunch, createMember, seedGames } from '../vendorWallet/testing.js';
import { credit } from '../wallet/ledger.js';
import { findGrantDifferences } from '../wallet/reconcile.js';
import { useGiftBonus } from './grants.js';
import { defaultBonusRules } from './rules.js';
import { giveBonus } from './testing.js';

/**
 * Issue 25: an operator's gift bonus (class 3) could never be staked nor become cash. The player who
 * uses it turns it into a GIFT grant's bonus, wagered like every other, and it converts as they do.
 */
let db: Db;
let destroy: () => Promise<void>;
let sequence = 0;

beforeAll(async () => {
  ({ db, destroy } = await createTestDatabase());
  await seedGames(db);
});
afterAll(async () => destroy());

const next = (name: string) => `${name}-gift-${++sequence}`;

async function giftedPlayer(cash: string, gift: string) {
  const member = await createMember(db, { cash });
  await credit(db, {
    memberId: member.id,
    type: 'GIFT',
    class: 3,
    amount: gift,
    externalRef: next('adjustment'),
  });
  const token = await createLaunch(db, member.id, 1);
  const call = { vendor: 'HOUSE', tokenHash: hashToken(token), gameId: 1, currency: undefined };
  return {
    memberId: member.id,
    bet: (amount: string, roundId: string) =>
      placeBet(db, { ...call, transactionId: next('bet'), roundId, amount }),
    win: (amount: string, roundId: string) =>
      settleWin(db, { ...call, transactionId: next('win'), roundId, amount }),
  };
}

const wallet = (memberId: number) =>
  db
    .selectFrom('wallet')
    .select(['cash', 'bonus', 'gift_bonus', 'rolling_amount'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();

describe('a gift bonus the player uses', () => {
  it('becomes a GIFT grant’s bonus in one ledger event, with the wagering of the bonus terms', async () => {
    const p = await giftedPlayer('0.00', '4.00');
    const grantId = await useGiftBonus(db, p.memberId);
    expect(await wallet(p.memberId)).toMatchObject({
      cash: '0.00',
      bonus: '4.00',
      gift_bonus: '0.00',
      rolling_amount: (4 * defaultBonusRules.wageringMultiplier).toFixed(2),
    });
    const rows = await db
      .selectFrom('wallet_ledger')
      .select(['type', 'class', 'amount', 'grant_id', 'external_ref'])
      .where('member_id', '=', p.memberId)
      .where('external_ref', '=', `bonus:${grantId}`)
      .orderBy('class')
      .execute();
    expect(
      rows.map((row) => ({ ...row, grant_id: row.grant_id === null ? null : Number(row.grant_id) })),
    ).toEqual([
      { type: 'GIFT', class: 2, amount: '4.00', grant_id: grantId, external_ref: `bonus:${grantId}` },
      { type: 'GIFT', class: 3, amount: '-4.00', grant_id: null, external_ref: `bonus:${grantId}` },
    ]);
    const grant = await db
      .selectFrom('bonus_grant')
      .selectAll()
      .where('id', '=', String(grantId))
      .executeTakeFirstOrThrow();
    expect(grant).toMatchObject({ kind: 'GIFT', status: 'ACTIVE', amount: '4.00' });
    expect(await findGrantDifferences(db)).toEqual([]);
  });

  it('is staked from the bonus, its win stays bonus, and wagering met turns it into cash', async () => {
    const p = await giftedPlayer('0.00', '2.00');
    await useGiftBonus(db, p.memberId);
    // Wagering to meet is 2.00 x the multiplier; rounds of 2.00 that each win 2.00 back meet it.
    const rounds = defaultBonusRules.wageringMultiplier;
    for (let round = 0; round < rounds; round += 1) {
      const id = next('round');
      await p.bet('2.00', id);
      await p.win('2.00', id);
    }
    expect(await wallet(p.memberId)).toMatchObject({ cash: '2.00', bonus: '0.00', gift_bonus: '0.00' });
    const grant = await db
      .selectFrom('bonus_grant')
      .select(['status', 'converted_amount'])
      .where('member_id', '=', p.memberId)
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({ status: 'CONVERTED', converted_amount: '2.00' });
    expect(await findGrantDifferences(db)).toEqual([]);
  });

  it('is refused with nothing to use, and while another bonus is active (the gift stays)', async () => {
    const none = await giftedPlayer('0.00', '1.00');
    await useGiftBonus(db, none.memberId);
    await expect(useGiftBonus(db, none.memberId)).rejects.toMatchObject({ messageKey: 'bonus.noGift' });

    const busy = await giftedPlayer('10.00', '3.00');
    await giveBonus(db, busy.memberId, '5.00', '50.00');
    await expect(useGiftBonus(db, busy.memberId)).rejects.toMatchObject({
      messageKey: 'bonus.alreadyActive',
    });
    expect(await wallet(busy.memberId)).toMatchObject({ bonus: '5.00', gift_bonus: '3.00' });
  });

  it('used twice at once opens one grant (PostgreSQL shows the race)', async () => {
    const p = await giftedPlayer('0.00', '6.00');
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => useGiftBonus(db, p.memberId)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    // The others are refused as a player would be told, never a database error.
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as { messageKey?: string }).messageKey] : [],
    );
    for (const key of refusals) expect(['bonus.alreadyActive', 'bonus.noGift']).toContain(key);
    expect(await wallet(p.memberId)).toMatchObject({ bonus: '6.00', gift_bonus: '0.00' });
    const grants = await db
      .selectFrom('bonus_grant')
      .select('id')
      .where('member_id', '=', p.memberId)
      .execute();
    expect(grants).toHaveLength(1);
  });
});
