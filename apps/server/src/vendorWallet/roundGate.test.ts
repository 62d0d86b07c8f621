import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../db/database.js';
import { hashToken } from '../shared/tokens.js';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/db.js';
import { getBalances } from '../wallet/balances.js';
import { claimJackpot } from './jackpotClaim.js';
import { placeBet, rollbackBet, settleWin } from './settle.js';
import { createLaunch, createMember, seedGames } from './testing.js';

/**
 * One gate per round (issue 25 finding 1): a round settles once however its calls interleave. Each call
 * comes from its own pool, as from another server process (the bet queue keeps two batches in flight
 * and rollbacks bypass it, so one process can do the same). A transaction holding the member's wallet
 * row makes the calls queue behind it in a known order; they all read the round before it lets go.
 * Races need PostgreSQL: PGlite runs one statement at a time.
 */
let test: TestDatabase;
let pools: Db[] = [];
let sequence = 0;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedGames(test.db);
  if (test.url !== undefined) pools = Array.from({ length: 3 }, () => openPostgres(test.url as string));
});
afterAll(async () => {
  for (const pool of pools) await pool.destroy();
  await test.destroy();
});

function id(name: string): string {
  sequence += 1;
  return `${name}-gate-${sequence}`;
}

async function player(cash: string) {
  const member = await createMember(test.db, { cash });
  const token = await createLaunch(test.db, member.id, 1);
  return { member, call: { vendor: 'HOUSE', tokenHash: hashToken(token), gameId: 1, currency: undefined } };
}

/** Holds the member's wallet row in another connection until `release`. */
async function holdWallet(memberId: number) {
  const client = new pg.Client({ connectionString: test.url });
  await client.connect();
  await client.query('begin');
  await client.query('select 1 from wallet where member_id = $1 for update', [memberId]);
  return {
    async release() {
      await client.query('commit');
      await client.end();
    },
  };
}

/** Waits until `count` sessions of the test database wait on a lock. */
async function waiting(count: number) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const rows = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(test.db);
    if ((rows.rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never saw ${count} sessions waiting on a lock`);
}

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe.skipIf(testEngine !== 'postgres')('one gate per round (PostgreSQL)', () => {
  it('a rollback and a win of one round at once: the round is settled once (100.00, never 150.00)', async () => {
    const { member, call } = await player('100.00');
    const betId = id('bet');
    await placeBet(test.db, { ...call, transactionId: betId, roundId: 'r1', amount: '10.00' });
    const lock = await holdWallet(member.id);
    const rollback = settled(
      rollbackBet(pools[0]!, {
        ...call,
        transactionId: id('rollback'),
        roundId: 'r1',
        referenceTransactionId: betId,
        amount: '10.00',
      }),
    );
    await waiting(1);
    const win = settled(
      settleWin(pools[1]!, { ...call, transactionId: id('win'), roundId: 'r1', amount: '50.00' }),
    );
    await waiting(2);
    await lock.release();
    // The rollback had the row first: the stake is back and the win finds no live stake.
    expect((await rollback).ok).toBe(true);
    expect((await win).ok).toBe(false);
    expect((await getBalances(test.db, member.id)).availableBalance).toBe('100.00');
  });

  it('two wins with different ids on one round at once pay one of them (120.00, not 150.00)', async () => {
    const { member, call } = await player('100.00');
    await placeBet(test.db, { ...call, transactionId: id('bet'), roundId: 'r1', amount: '10.00' });
    const lock = await holdWallet(member.id);
    const first = settled(
      settleWin(pools[0]!, { ...call, transactionId: id('win'), roundId: 'r1', amount: '30.00' }),
    );
    await waiting(1);
    const second = settled(
      settleWin(pools[1]!, { ...call, transactionId: id('win'), roundId: 'r1', amount: '30.00' }),
    );
    await waiting(2);
    await lock.release();
    const answers = await Promise.all([first, second]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect((await getBalances(test.db, member.id)).availableBalance).toBe('120.00');
    const wins = await test.db
      .selectFrom('wallet_ledger')
      .select('amount')
      .where('member_id', '=', member.id)
      .where('type', '=', 'GAME_WIN')
      .execute();
    expect(wins).toHaveLength(1);
  });

  it('a win, a rollback and a jackpot claim of one round at once settle it once', async () => {
    const { member, call } = await player('100.00');
    const betId = id('bet');
    await placeBet(test.db, { ...call, transactionId: betId, roundId: 'r1', amount: '10.00' });
    const lock = await holdWallet(member.id);
    const calls = [
      settled(
        rollbackBet(pools[0]!, {
          ...call,
          transactionId: id('rollback'),
          roundId: 'r1',
          referenceTransactionId: betId,
          amount: '10.00',
        }),
      ),
    ];
    await waiting(1);
    calls.push(settled(claimJackpot(pools[1]!, { ...call, transactionId: id('jackpot'), roundId: 'r1' })));
    await waiting(2);
    calls.push(
      settled(settleWin(pools[2]!, { ...call, transactionId: id('win'), roundId: 'r1', amount: '50.00' })),
    );
    await waiting(3);
    await lock.release();
    await Promise.all(calls);
    // The rollback came first: the stake is back and nothing else of the round is paid.
    expect((await getBalances(test.db, member.id)).availableBalance).toBe('100.00');
  });
});
