import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { hashToken } from '../shared/tokens.js';
import { createTestDatabase } from '../test/db.js';
import { placeBet, rollbackBet, settleWin } from '../vendorWallet/settle.js';
import { createLaunch, createMember, seedGames } from '../vendorWallet/testing.js';
import { credit } from '../wallet/ledger.js';
import { findGrantDifferences } from '../wallet/reconcile.js';
import { forfeitBonus } from './grants.js';
import { giveBonus } from './testing.js';

/**
 * Provenance (issue 25 findings 2 and 3): a stake records where each part came from (cash, or bonus of
 * one grant), and the round's win or rollback routes by that record, never by when grants were made.
 */
let db: Db;
let destroy: () => Promise<void>;
let sequence = 0;

beforeAll(async () => {
  ({ db, destroy } = await createTestDatabase());
  await seedGames(db);
});
afterAll(async () => destroy());

const next = (name: string) => `${name}-prov-${++sequence}`;

async function player(cash: string) {
  const member = await createMember(db, { cash });
  const token = await createLaunch(db, member.id, 1);
  const call = { vendor: 'HOUSE', tokenHash: hashToken(token), gameId: 1, currency: undefined };
  const bet = (amount: string, roundId: string, transactionId = next('bet')) =>
    placeBet(db, { ...call, transactionId, roundId, amount });
  const win = (amount: string, roundId: string) =>
    settleWin(db, { ...call, transactionId: next('win'), roundId, amount });
  return { memberId: member.id, call, bet, win };
}

async function wallet(memberId: number) {
  return db
    .selectFrom('wallet')
    .select(['cash', 'bonus'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/** A grant that converts at once: 1.00 bonus, 1.00 wagering met by the next 1.00 bet (from cash). */
async function convertedGrant(p: Awaited<ReturnType<typeof player>>) {
  await giveBonus(db, p.memberId, '1.00', '1.00');
  await p.bet('1.00', next('round'));
}

describe('a stake knows its source (finding 2)', () => {
  it('a hand opened with cash, a grant credited mid-hand, a double from it: the bonus share stays bonus', async () => {
    const p = await player('5.00');
    await convertedGrant(p); // cash 5.00 - 1.00 + 1.00 converted
    const round = next('round');
    await p.bet('5.00', round); // cash 0
    await giveBonus(db, p.memberId, '5.00', '100.00'); // a VIP store redeem mid-hand
    await p.bet('5.00', round); // the double, from that bonus
    await p.win('20.00', round);
    expect(await wallet(p.memberId)).toEqual({ cash: '10.00', bonus: '10.00' });
  });

  it('after a forfeit, the winnings of a double drawn from a new active bonus stay on that bonus', async () => {
    const p = await player('5.00');
    await giveBonus(db, p.memberId, '1.00', '100.00');
    await forfeitBonus(db, p.memberId);
    const round = next('round');
    await p.bet('5.00', round);
    await giveBonus(db, p.memberId, '5.00', '100.00');
    await p.bet('5.00', round);
    await p.win('20.00', round);
    expect(await wallet(p.memberId)).toEqual({ cash: '10.00', bonus: '10.00' });
  });

  it('bonus money credited after a converted grant is never paid out as cash by a win', async () => {
    const p = await player('1.00');
    await convertedGrant(p);
    await credit(db, {
      memberId: p.memberId,
      type: 'GIFT',
      class: 2,
      amount: '5.00',
      externalRef: next('gift'),
    });
    const round = next('round');
    await p.bet('1.00', round); // cash first
    await p.bet('5.00', round); // the gift
    await p.win('12.00', round);
    // 1/6 of the win goes to cash (the cash stake's share), 5/6 to bonus.
    expect(await wallet(p.memberId)).toEqual({ cash: '2.00', bonus: '10.00' });
  });
});

describe("a grant's win cap covers everything its stakes win (finding 3)", () => {
  it('the win of the bet that converted the grant pays at most the cap to cash', async () => {
    const p = await player('0.00');
    await giveBonus(db, p.memberId, '5.00', '2.00', { winCap: '1.00' });
    const round = next('round');
    await p.bet('5.00', round); // counts 2.00: wagering met, the grant converts with 0.00 left
    await p.win('10.00', round);
    expect(await wallet(p.memberId)).toEqual({ cash: '1.00', bonus: '0.00' });
  });

  it('a rollback after the conversion returns at most the cap as cash', async () => {
    const p = await player('0.00');
    await giveBonus(db, p.memberId, '5.00', '2.00', { winCap: '1.00' });
    const round = next('round');
    const betId = next('bet');
    await p.bet('5.00', round, betId);
    await rollbackBet(db, {
      ...p.call,
      transactionId: next('rollback'),
      roundId: round,
      referenceTransactionId: betId,
      amount: '5.00',
    });
    expect(await wallet(p.memberId)).toEqual({ cash: '1.00', bonus: '0.00' });
  });
});

describe('a maximum stake while a grant is active', () => {
  it('refuses a bet above 5.00 with a clear message and takes 5.00', async () => {
    const p = await player('0.00');
    await giveBonus(db, p.memberId, '20.00', '500.00');
    await expect(p.bet('5.01', next('round'))).rejects.toMatchObject({ messageKey: 'wallet.bonusMaxStake' });
    expect(await wallet(p.memberId)).toEqual({ cash: '0.00', bonus: '20.00' });
    await p.bet('5.00', next('round'));
    expect(await wallet(p.memberId)).toEqual({ cash: '0.00', bonus: '15.00' });
  });
});

describe('a bonus share that reaches no balance is still in the ledger (finding 7)', () => {
  /** Each type's rows of one member, summed: what the ledger says the vendor paid and what left. */
  async function ledgerSums(memberId: number) {
    const rows = await db
      .selectFrom('wallet_ledger')
      .select(['type', (eb) => eb.fn.sum<string>('amount').as('sum')])
      .where('member_id', '=', memberId)
      .groupBy('type')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.type, Number(row.sum).toFixed(2)]));
  }

  it("a win past the converted grant's cap: the ledger holds the whole win, then the part taken off", async () => {
    const p = await player('0.00');
    await giveBonus(db, p.memberId, '5.00', '2.00', { winCap: '1.00' });
    const round = next('round');
    await p.bet('5.00', round);
    const answer = await p.win('10.00', round);
    expect(answer.balance).toBe('1.00');
    const sums = await ledgerSums(p.memberId);
    expect(sums.GAME_WIN).toBe('10.00');
    // The grant's 5.00, its conversion (0.00 left to convert) and the 9.00 over the cap.
    expect(sums.PROMOTION).toBe('-4.00');
    expect(await findGrantDifferences(db)).toEqual([]);
  });

  it('a rollback of a stake whose grant was forfeited: the ledger returns it, then takes it off', async () => {
    const p = await player('0.00');
    await giveBonus(db, p.memberId, '5.00', '100.00');
    const round = next('round');
    const betId = next('bet');
    await p.bet('5.00', round, betId);
    await forfeitBonus(db, p.memberId);
    const answer = await rollbackBet(db, {
      ...p.call,
      transactionId: next('rollback'),
      roundId: round,
      referenceTransactionId: betId,
      amount: '5.00',
    });
    expect(answer.balance).toBe('0.00');
    expect(await wallet(p.memberId)).toEqual({ cash: '0.00', bonus: '0.00' });
    const sums = await ledgerSums(p.memberId);
    expect(sums.GAME_ROLLBACK).toBe('5.00');
    expect(sums.PROMOTION).toBe('0.00');
    expect(await findGrantDifferences(db)).toEqual([]);
  });
});
