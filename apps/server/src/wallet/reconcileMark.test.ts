import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestDatabase } from '../test/db.js';
import { postTestEvent } from '../test/ledger.js';
import { credit } from './ledger.js';
import { findBalanceDifferences } from './reconcile.js';
import { reconcileSinceMark } from './reconcileMark.js';

let db: Db;
let destroy: () => Promise<void>;
let serial = 0;

beforeAll(async () => {
  ({ db, destroy } = await createTestDatabase());
});
afterAll(async () => destroy());

async function newMember(): Promise<number> {
  serial += 1;
  const name = `mark_${process.pid}_${serial}`;
  const row = await sql<{ id: number }>`insert into member (username, email, invitation_code)
    values (${name}, ${`${name}@example.test`}, ${`MK${process.pid}${serial}`}) returning id`.execute(db);
  return row.rows[0]!.id;
}

async function deposit(memberId: number, amount: string, ref: string) {
  await credit(db, { memberId, type: 'DEPOSIT', class: 1, amount, externalRef: `${ref}:${memberId}` });
}

/** The operator's whole-ledger answer, for comparison with what the scheduled run finds. */
const wholeLedger = () => findBalanceDifferences(db);

describe('the scheduled reconciliation reads the ledger since its mark (issue 31)', () => {
  it('finds what the whole-ledger check finds, then reads only the rows added since', async () => {
    const a = await newMember();
    const b = await newMember();
    await deposit(a, '100.00', 'dep');
    await deposit(b, '40.00', 'dep');
    const first = await reconcileSinceMark(db, 0);
    expect(first.differences).toEqual(await wholeLedger());
    expect(first.rowsRead).toBeGreaterThanOrEqual(2);

    // nothing new: nothing read, the same answer
    const idle = await reconcileSinceMark(db, 0);
    expect(idle.rowsRead).toBe(0);
    expect(idle.mark).toBe(first.mark);

    // three new rows: those three read
    await deposit(a, '5.00', 'more');
    await deposit(b, '6.00', 'more');
    await deposit(b, '7.00', 'again');
    const next = await reconcileSinceMark(db, 0);
    expect(next.rowsRead).toBe(3);
    expect(next.differences).toEqual(await wholeLedger());
  });

  it('still reads every wallet row: a balance changed without its ledger row is reported at once', async () => {
    const memberId = await newMember();
    await deposit(memberId, '30.00', 'dep');
    await reconcileSinceMark(db, 0);
    await sql`update wallet set cash = cash + 1000 where member_id = ${memberId}`.execute(db);
    const run = await reconcileSinceMark(db, 0);
    expect(run.rowsRead).toBe(0);
    expect(run.differences.filter((d) => d.memberId === memberId)).toEqual([
      { memberId, balance: 'cash', wallet: '1030.00', ledger: '30.00' },
    ]);
    await sql`update wallet set cash = cash - 1000 where member_id = ${memberId}`.execute(db);
  });

  it('does not read the history again: the running totals stand for the rows before the mark', async () => {
    const memberId = await newMember();
    await deposit(memberId, '50.00', 'dep');
    await reconcileSinceMark(db, 0);
    // a total that disagrees with history shows the run trusted it instead of summing the rows again
    await sql`update reconciled_sum set cash = cash + 1 where member_id = ${memberId}`.execute(db);
    const run = await reconcileSinceMark(db, 0);
    expect(run.differences.filter((d) => d.memberId === memberId)).toEqual([
      { memberId, balance: 'cash', wallet: '50.00', ledger: '51.00' },
    ]);
    expect((await wholeLedger()).filter((d) => d.memberId === memberId)).toEqual([]);
    await sql`update reconciled_sum set cash = cash - 1 where member_id = ${memberId}`.execute(db);
  });

  it('leaves rows newer than the lag after the mark and reads them again next time', async () => {
    const memberId = await newMember();
    await reconcileSinceMark(db, 0);
    await deposit(memberId, '12.00', 'fresh');
    const young = await reconcileSinceMark(db, 60_000);
    expect(young.rowsRead).toBe(1);
    expect(young.differences.filter((d) => d.memberId === memberId)).toEqual([]);
    const again = await reconcileSinceMark(db, 60_000);
    expect(again.rowsRead).toBe(1);
    expect(again.mark).toBe(young.mark);
  });

  it('finds a round paid twice among the new rows', async () => {
    const memberId = await newMember();
    await deposit(memberId, '100.00', 'dep');
    await reconcileSinceMark(db, 0);
    const event = (type: 'GAME_BET' | 'GAME_WIN', ref: string, cents: bigint) =>
      postTestEvent(db, {
        memberId,
        type,
        externalRef: `vendor:HOUSE:${memberId}:${ref}`,
        roundRef: `round:HOUSE:${memberId}:r1`,
        entries: [{ class: 1, amount: cents }],
      });
    await event('GAME_BET', 'b1', -1000n);
    await event('GAME_WIN', 'w1', 3000n);
    await event('GAME_WIN', 'w2', 3000n);
    const run = await reconcileSinceMark(db, 0);
    expect(run.rounds).toEqual([
      { memberId, roundRef: `round:HOUSE:${memberId}:r1`, wins: 2, staked: '10.00', returned: '0.00' },
    ]);
  });

  it('run by two instances at once adds each row to the totals once', async () => {
    const memberId = await newMember();
    for (let i = 0; i < 5; i += 1) await deposit(memberId, '1.00', `race${i}`);
    await Promise.all([reconcileSinceMark(db, 0), reconcileSinceMark(db, 0)]);
    const total = await sql<{ cash: string }>`
      select cash from reconciled_sum where member_id = ${memberId}`.execute(db);
    expect(total.rows[0]!.cash).toBe('5.00');
  });
});
