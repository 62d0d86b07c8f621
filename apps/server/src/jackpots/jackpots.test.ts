import { randomUUID } from 'node:crypto';
import { JACKPOT_CONTRIBUTION_PERCENT } from '@casino/house-vendor';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../db/siteSettings.js';
import { hashToken } from '../shared/tokens.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { call } from '../test/members.js';
import { claimJackpot } from '../vendorWallet/jackpotClaim.js';
import { placeBet, rollbackBet, settleWin } from '../vendorWallet/settle.js';
import { createLaunch, createMember, createMemberSession } from '../vendorWallet/testing.js';
import { credit } from '../wallet/ledger.js';
import { TransactionClass } from '../wallet/schema.js';

/** Catalogue game 1 is a house slot (feeds the jackpot); 29 is house blackjack (feeds none). */
const slot = 1;
const blackjack = 29;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function player(options: { cash?: string; bonus?: string; gameId?: number; currency?: string } = {}) {
  const member = await createMember(t.db, options);
  const gameId = options.gameId ?? slot;
  const token = await createLaunch(t.db, member.id, gameId);
  const wallet = { vendor: 'HOUSE', tokenHash: hashToken(token), gameId, currency: undefined };
  return { member, token, wallet };
}

type Player = Awaited<ReturnType<typeof player>>;

async function bet(p: Player, amount: string, roundId = randomUUID()) {
  await placeBet(t.db, { ...p.wallet, transactionId: `${roundId}-bet-1`, roundId, amount });
  return roundId;
}

const claim = (p: Player, roundId: string, transactionId = `${roundId}-jackpot`) =>
  claimJackpot(t.db, { ...p.wallet, transactionId, roundId });

/**
 * The pool's value (its row plus its shares, the seed before any bet) and the generation it is at; a
 * fiat pool's value has 4 decimals at most (1% of a cent), which the pools' 10 (a satoshi's) keep.
 */
async function pool(currency = 'USD') {
  const row = await sql<{ amount: string; generation: number }>`
    select jackpot_value('house-slots', ${currency})::numeric(24, 4) as amount,
      coalesce((select generation from jackpot_pool where jackpot_id = 'house-slots' and currency = ${currency}), 1)
        as generation`.execute(t.db);
  return row.rows[0];
}

async function cash(memberId: number) {
  const row = await t.db
    .selectFrom('wallet')
    .select('cash')
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.cash;
}

/** The pool's amount in ten-thousandths, so expectations are integer sums. */
const units = (amount: string | undefined) => Math.round(Number(amount ?? '0') * 10_000);

describe('contributions', () => {
  it('adds 1% of a depositor cash bet to the pool after the bet, exactly (4 decimals)', async () => {
    const p = await player({ cash: '50.00' });
    await bet(p, '0.20');
    const before = await pool();
    await bet(p, '2.55');
    const after = await pool();
    expect(units(after?.amount) - units(before?.amount)).toBe(255);
    expect(await cash(p.member.id)).toBe('47.25');
    // the house vendor states each slot's RTP with this share of the stake in it (games/jackpot.ts)
    expect((units('2.55') * units(JACKPOT_CONTRIBUTION_PERCENT)) / 1_000_000).toBe(255);
  });

  it('creates the pool with the operator seed at its first contribution, converted to the pool currency', async () => {
    // The seed is in the reference currency (USD, rate 1); a euro is worth 1.08: 250 / 1.08 = 231.48.
    await writeSetting(t.db, 'jackpotSeed', '250.00');
    const p = await player({ cash: '10.00', currency: 'EUR' });
    await bet(p, '1.00');
    expect(await pool('EUR')).toMatchObject({ amount: '231.4900', generation: 1 });
  });

  it('adds nothing for a member without a deposit, nor for the bonus part of a stake', async () => {
    const gifted = await player();
    await credit(t.db, {
      memberId: gifted.member.id,
      type: 'GIFT',
      class: TransactionClass.cash,
      amount: '20.00',
      externalRef: `test:gift:${randomUUID()}`,
    });
    const before = await pool();
    await bet(gifted, '5.00');
    expect((await pool())?.amount).toBe(before?.amount);

    const mixed = await player({ cash: '1.00', bonus: '10.00' });
    await bet(mixed, '5.00');
    expect(units((await pool())?.amount) - units(before?.amount)).toBe(100);
  });

  it('adds nothing for a game that feeds no jackpot', async () => {
    const p = await player({ cash: '20.00', gameId: blackjack });
    const before = await pool();
    await bet(p, '5.00');
    expect((await pool())?.amount).toBe(before?.amount);
  });

  it('adds every bet of a busy batch once', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => player({ cash: '30.00' })));
    const before = await pool();
    await Promise.all(players.flatMap((p) => [bet(p, '1.00'), bet(p, '3.00')]));
    expect(units((await pool())?.amount) - units(before?.amount)).toBe(6 * 400);
  });

  it('takes a rolled-back bet contribution back out of the pool', async () => {
    const p = await player({ cash: '20.00' });
    const before = await pool();
    const roundId = await bet(p, '10.00');
    await rollbackBet(t.db, {
      ...p.wallet,
      transactionId: `${roundId}-bet-1-rollback`,
      roundId,
      referenceTransactionId: `${roundId}-bet-1`,
      amount: '10.00',
    });
    expect((await pool())?.amount).toBe(before?.amount);
  });
});

describe('wins', () => {
  it('pays the whole pool to cash as a GAME_WIN row and resets it to the seed, keeping the sub-cent rest', async () => {
    await writeSetting(t.db, 'jackpotSeed', '1000.00');
    const p = await player({ cash: '100.00' });
    const roundId = await bet(p, '2.55');
    const before = await pool();
    const answer = await claim(p, roundId);
    const paid = Math.trunc(units(before?.amount) / 100) / 100;
    expect(answer).toEqual({
      balance: (97.45 + paid).toFixed(2),
      currency: 'USD',
      transactionId: `${roundId}-jackpot`,
      amount: paid.toFixed(2),
    });
    expect(await pool()).toEqual({
      amount: (1000 + (units(before?.amount) % 100) / 10_000).toFixed(4),
      generation: (before?.generation ?? 0) + 1,
    });
    const rows = await t.db
      .selectFrom('wallet_ledger')
      .select(['type', 'class', 'amount', 'game_id'])
      .where('member_id', '=', p.member.id)
      .where('type', '=', 'GAME_WIN')
      .execute();
    expect(rows).toEqual([{ type: 'GAME_WIN', class: 1, amount: paid.toFixed(2), game_id: slot }]);
  });

  it('answers a repeat with the first answer and pays once; the id for another round is refused', async () => {
    const p = await player({ cash: '100.00' });
    const roundId = await bet(p, '5.00');
    const first = await claim(p, roundId);
    expect(Number(first.amount)).toBeGreaterThan(0);
    expect(await claim(p, roundId)).toEqual(first);
    const other = await bet(p, '5.00');
    await expect(claim(p, other, `${roundId}-jackpot`)).rejects.toMatchObject({
      messageKey: 'wallet.transactionConflict',
    });
    await expect(claim(p, roundId, `${roundId}-jackpot-again`)).rejects.toMatchObject({
      messageKey: 'wallet.transactionConflict',
    });
    expect(Number(await cash(p.member.id))).toBeCloseTo(90 + Number(first.amount), 2);
  });

  it('refuses a claim for a round with no accepted bet', async () => {
    const p = await player({ cash: '10.00' });
    await expect(claim(p, randomUUID())).rejects.toMatchObject({ messageKey: 'wallet.unknownRound' });
  });

  it('pays nothing to a member without a deposit, to a round staked with bonus money or to another game', async () => {
    const noDeposit = await player({ bonus: '10.00' });
    const mixed = await player({ cash: '1.00', bonus: '10.00' });
    const table = await player({ cash: '20.00', gameId: blackjack });
    const before = await pool();
    for (const p of [noDeposit, mixed, table]) {
      const roundId = await bet(p, '2.00');
      expect(await claim(p, roundId)).toMatchObject({ amount: '0.00' });
    }
    expect((await pool())?.generation).toBe(before?.generation);
  });

  it('lets one of two rounds that hit at once take the pool; the other is paid nothing', async () => {
    const [a, b] = [await player({ cash: '50.00' }), await player({ cash: '50.00' })];
    const [roundA, roundB] = [await bet(a, '4.00'), await bet(b, '4.00')];
    const before = await pool();
    const answers = await Promise.all([claim(a, roundA), claim(b, roundB)]);
    const paid = answers.filter((answer) => answer.amount !== '0.00');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amount).toBe((Math.trunc(units(before?.amount) / 100) / 100).toFixed(2));
    expect((await pool())?.generation).toBe((before?.generation ?? 0) + 1);
  });

  it("takes a rolled-back bet's contribution only from the generation it fed (issue 25 finding 7)", async () => {
    const p = await player({ cash: '50.00' });
    const winner = await player({ cash: '50.00' });
    const oldRound = await bet(p, '10.00');
    await claim(winner, await bet(winner, '4.00'));
    // The next generation: this bet's 0.01 sits in the same share the old bet fed.
    await bet(p, '1.00');
    const before = await pool();
    await rollbackBet(t.db, {
      ...p.wallet,
      transactionId: `${oldRound}-bet-1-rollback`,
      roundId: oldRound,
      referenceTransactionId: `${oldRound}-bet-1`,
      amount: '10.00',
    });
    expect(await pool()).toEqual(before);
  });

  it('keeps the stake of a round whose jackpot was paid when the vendor rolls it back', async () => {
    const p = await player({ cash: '50.00' });
    const roundId = await bet(p, '4.00');
    await claim(p, roundId);
    await expect(
      rollbackBet(t.db, {
        ...p.wallet,
        transactionId: `${roundId}-bet-1-rollback`,
        roundId,
        referenceTransactionId: `${roundId}-bet-1`,
        amount: '4.00',
      }),
    ).rejects.toMatchObject({ messageKey: 'wallet.roundHasWin' });
    await settleWin(t.db, { ...p.wallet, transactionId: `${roundId}-win`, roundId, amount: '0.00' });
  });
});

describe('showing the value', () => {
  it('lists the pool in the member currency and the seed where no bet was placed yet', async () => {
    const p = await player({ cash: '10.00' });
    const token = await createMemberSession(t.db, p.member.id);
    const answer = await call(t.app, '/sys/game/jackpotList', undefined, { token });
    const usd = await pool();
    expect(answer).toMatchObject({
      error: 0,
      data: [
        {
          id: 'house-slots',
          currency: 'USD',
          amount: (Math.trunc(units(usd?.amount) / 100) / 100).toFixed(2),
        },
      ],
    });
    const ids = (answer as { data: { gameIds: number[] }[] }).data[0]?.gameIds ?? [];
    expect(ids).toContain(slot);
    expect(ids).not.toContain(blackjack);

    const brl = await player({ cash: '10.00', currency: 'BRL' });
    const brlToken = await createMemberSession(t.db, brl.member.id);
    expect(await call(t.app, '/sys/game/jackpotList', undefined, { token: brlToken })).toMatchObject({
      // 1000 USD at the real's rate of 0.18.
      data: [{ amount: '5555.55', currency: 'BRL' }],
    });
  });
});
