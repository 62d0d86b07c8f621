import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { formatCents } from '../shared/money.js';
import { hashToken } from '../shared/tokens.js';
import { createTestDatabase } from '../test/db.js';
import { placeBet, rollbackBet, settleWin } from '../vendorWallet/settle.js';
import { createLaunch, createMember, seedGames } from '../vendorWallet/testing.js';
import { holdCashOut, lockWalletForCashOut } from '../wallet/cashOut.js';
import { credit } from '../wallet/ledger.js';
import { activeGrant, forfeitBonus } from './grants.js';
import { giveBonus } from './testing.js';

/**
 * For any sequence of deposits, grants, bets, wins, rollbacks, expiries, forfeits, cash-outs and the
 * conversions the bets trigger: cash and bonus each equal the sum of their ledger rows, nothing goes
 * below zero, and a cash-out never takes bonus money.
 */

let db: Db;
let destroy: () => Promise<void>;
let run = 0;

beforeAll(async () => {
  ({ db, destroy } = await createTestDatabase());
  await seedGames(db);
});
afterAll(async () => destroy());

type Command =
  | { kind: 'deposit'; cents: number }
  | { kind: 'grant'; cents: number; wagering: number }
  | { kind: 'bet'; cents: number; round: number; game: number }
  | { kind: 'win'; cents: number; round: number }
  | { kind: 'rollback'; bet: number }
  | { kind: 'expire' }
  | { kind: 'forfeit' }
  | { kind: 'cashOut'; cents: number };

const rounds = fc.integer({ min: 0, max: 5 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('deposit' as const), cents: fc.integer({ min: 1, max: 1500 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('grant' as const),
      cents: fc.integer({ min: 1, max: 3000 }),
      wagering: fc.integer({ min: 0, max: 1500 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      cents: fc.integer({ min: 1, max: 300 }),
      round: rounds,
      game: fc.constantFrom(1, 29),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      cents: fc.integer({ min: 0, max: 3000 }),
      round: rounds,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), bet: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'forfeit' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('cashOut' as const), cents: fc.integer({ min: 1, max: 5000 }) }),
  },
);

/** Business refusals (insufficient, unknown round, bonus active...) are expected answers, not failures. */
async function tolerate(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ApiError) return;
    if (error instanceof Error && /^no grant:/.test(error.message)) return;
    throw error;
  }
}

async function sums(memberId: number) {
  const row = await sql<{
    cash: string;
    bonus: string;
    ledger_cash: string;
    ledger_bonus: string;
    negative: string;
  }>`
    select w.cash, w.bonus,
      coalesce((select sum(amount) from wallet_ledger where member_id = w.member_id and class = 1), 0)::numeric(20, 2)
        as ledger_cash,
      coalesce((select sum(amount) from wallet_ledger where member_id = w.member_id and class = 2), 0)::numeric(20, 2)
        as ledger_bonus,
      (select count(*) from wallet_ledger where member_id = w.member_id and balance_after < 0) as negative
    from wallet w where w.member_id = ${memberId}`
    .execute(db)
    .then((result) => result.rows[0]!);
  return row;
}

async function execute(memberId: number, commands: Command[]) {
  const launches = new Map<number, string>();
  const launch = async (gameId: number) => {
    let token = launches.get(gameId);
    if (token === undefined) {
      token = await createLaunch(db, memberId, gameId);
      launches.set(gameId, token);
    }
    return { vendor: 'HOUSE', tokenHash: hashToken(token), gameId, currency: undefined };
  };
  const roundGame = new Map<number, number>();
  const bets: { transactionId: string; roundId: string; amount: string; game: number }[] = [];
  let step = 0;
  for (const c of commands) {
    step += 1;
    const tag = `${run}-${step}`;
    const before = await sums(memberId);
    if (c.kind === 'deposit') {
      await credit(db, {
        memberId,
        type: 'DEPOSIT',
        class: 1,
        amount: formatCents(BigInt(c.cents)),
        externalRef: `p:${tag}`,
      });
    } else if (c.kind === 'grant') {
      await tolerate(giveBonus(db, memberId, formatCents(BigInt(c.cents)), formatCents(BigInt(c.wagering))));
    } else if (c.kind === 'bet') {
      // A round is played on one game.
      const game = roundGame.get(c.round) ?? c.game;
      roundGame.set(c.round, game);
      const bet = {
        transactionId: `b:${tag}`,
        roundId: `r${run}-${c.round}`,
        amount: formatCents(BigInt(c.cents)),
        game,
      };
      await tolerate(placeBet(db, { ...(await launch(game)), ...bet }).then(() => bets.push(bet)));
    } else if (c.kind === 'win') {
      const game = roundGame.get(c.round) ?? 1;
      await tolerate(
        settleWin(db, {
          ...(await launch(game)),
          transactionId: `w:${tag}`,
          roundId: `r${run}-${c.round}`,
          amount: formatCents(BigInt(c.cents)),
        }),
      );
    } else if (c.kind === 'rollback') {
      const bet = bets[c.bet % Math.max(bets.length, 1)];
      if (bet !== undefined) {
        await tolerate(
          rollbackBet(db, {
            ...(await launch(bet.game)),
            transactionId: `rb:${tag}`,
            roundId: bet.roundId,
            referenceTransactionId: bet.transactionId,
            amount: bet.amount,
          }),
        );
      }
    } else if (c.kind === 'expire') {
      const grant = await activeGrant(db, memberId);
      if (grant !== undefined)
        await sql`select bonus_forfeit(${grant.id}::bigint, 'EXPIRED', 'test')`.execute(db);
    } else if (c.kind === 'forfeit') {
      await tolerate(forfeitBonus(db, memberId));
    } else {
      await db.transaction().execute(async (trx) => {
        const state = await lockWalletForCashOut(trx, memberId);
        if (state.withdrawable < BigInt(c.cents)) return;
        await holdCashOut(trx, {
          memberId,
          withdrawalId: 1_000_000 + run * 100 + step,
          amount: formatCents(BigInt(c.cents)),
        });
      });
      const after = await sums(memberId);
      expect(after.bonus, 'a cash-out never takes bonus money').toBe(before.bonus);
    }
    const now = await sums(memberId);
    expect(now.cash, `cash after ${c.kind}`).toBe(now.ledger_cash);
    expect(now.bonus, `bonus after ${c.kind}`).toBe(now.ledger_bonus);
    expect(Number(now.negative)).toBe(0);
  }
}

describe('bonus money model', () => {
  it('cash and bonus always equal their ledger rows, never negative; cash-outs take cash only', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 40 }), async (commands) => {
        run += 1;
        const member = await createMember(db, { cash: '5.00' });
        await execute(member.id, commands);
      }),
      { numRuns: 50 },
    );
  }, 240_000);
});
