import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { createTestDatabase } from '../test/db.js';
import { postTestEvent } from '../test/ledger.js';
import { credit, debit } from './ledger.js';
import { findBalanceDifferences, findGrantDifferences, findRoundsPaidTwice } from './reconcile.js';
import { runReconcile } from './reconcileCommand.js';
import { scheduleReconciliation } from './reconcileSchedule.js';

let db: Db;
let destroy: () => Promise<void>;
let serial = 0;

beforeAll(async () => {
  ({ db, destroy } = await createTestDatabase());
});
afterAll(async () => destroy());

async function newMember(): Promise<number> {
  serial += 1;
  const name = `recon_${process.pid}_${serial}`;
  const row = await sql<{ id: number }>`insert into member (username, email, invitation_code)
    values (${name}, ${`${name}@example.test`}, ${`RC${process.pid}${serial}`}) returning id`.execute(db);
  return row.rows[0]!.id;
}

describe('balance reconciliation', () => {
  it('reports a balance changed without its ledger row, and only that one', async () => {
    const honest = await newMember();
    const tampered = await newMember();
    for (const memberId of [honest, tampered]) {
      await credit(db, {
        memberId,
        type: 'DEPOSIT',
        class: 1,
        amount: '100.00',
        externalRef: `dep:${memberId}`,
      });
      await credit(db, {
        memberId,
        type: 'PROMOTION',
        class: 2,
        amount: '20.00',
        externalRef: `promo:${memberId}`,
      });
      await debit(db, {
        memberId,
        type: 'WITHDRAW',
        class: 1,
        amount: '30.50',
        externalRef: `wd:${memberId}`,
      });
    }
    expect(await findBalanceDifferences(db)).toEqual([]);

    await sql`update wallet set cash = cash + 1000, gift_bonus = 5 where member_id = ${tampered}`.execute(db);
    expect(await findBalanceDifferences(db)).toEqual([
      { memberId: tampered, balance: 'cash', wallet: '1069.50', ledger: '69.50' },
      { memberId: tampered, balance: 'gift_bonus', wallet: '5.00', ledger: '0.00' },
    ]);

    const lines: string[] = [];
    expect(await runReconcile(db, (line) => lines.push(line))).toBe(1);
    expect(lines).toEqual([
      `member ${tampered}  cash  wallet 1069.50  ledger 69.50`,
      `member ${tampered}  gift_bonus  wallet 5.00  ledger 0.00`,
      '2 balance(s) differ from the sum of their ledger rows',
    ]);

    // The scheduled run in the server logs a warning per difference.
    const warnings: object[] = [];
    const infos: object[] = [];
    const stop = scheduleReconciliation(db, 20, {
      info: (details) => infos.push(details),
      warn: (details) => warnings.push(details),
      error: (details) => expect.fail(JSON.stringify(details)),
    });
    try {
      await expect.poll(() => infos.length, { timeout: 30_000, interval: 50 }).toBeGreaterThan(0);
    } finally {
      stop();
    }
    expect(warnings.slice(0, 2)).toEqual([
      { memberId: tampered, balance: 'cash', wallet: '1069.50', ledger: '69.50' },
      { memberId: tampered, balance: 'gift_bonus', wallet: '5.00', ledger: '0.00' },
    ]);
    expect(infos[0]).toMatchObject({ differences: 2 });

    await sql`update wallet set cash = cash - 1000, gift_bonus = 0 where member_id = ${tampered}`.execute(db);
    expect(await runReconcile(db, () => {})).toBe(0);
  });

  it('reports ledger rows of a member who has no wallet row', async () => {
    const memberId = await newMember();
    await credit(db, { memberId, type: 'GIFT', class: 3, amount: '7.00', externalRef: `gift:${memberId}` });
    await sql`delete from wallet where member_id = ${memberId}`.execute(db);
    expect(await findBalanceDifferences(db)).toEqual([
      { memberId, balance: 'gift_bonus', wallet: '0.00', ledger: '7.00' },
    ]);
    await sql`insert into wallet (member_id, gift_bonus) values (${memberId}, 7)`.execute(db);
    expect(await findBalanceDifferences(db)).toEqual([]);
  });
});

describe('a repeated external reference', () => {
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).messageKey;
  };

  it('is a no-op when identical, and refused when its member, amount or type differ', async () => {
    const memberId = await newMember();
    const other = await newMember();
    const entry = {
      memberId,
      type: 'DEPOSIT',
      class: 1,
      amount: '50.00',
      externalRef: `pay:${memberId}`,
    } as const;
    const first = await credit(db, entry);
    const again = await credit(db, entry);
    expect(again).toEqual({ ...first, duplicate: true });

    expect(await refusal(credit(db, { ...entry, memberId: other }))).toBe('wallet.transactionConflict');
    expect(await refusal(credit(db, { ...entry, amount: '5000.00' }))).toBe('wallet.transactionConflict');
    expect(await refusal(credit(db, { ...entry, type: 'PROMOTION' }))).toBe('wallet.transactionConflict');
    expect(await refusal(debit(db, entry))).toBe('wallet.transactionConflict');

    const rows = await sql<{ n: number }>`select count(*)::integer as n from wallet_ledger
      where external_ref = ${entry.externalRef}`.execute(db);
    expect(rows.rows[0]!.n).toBe(1);
    expect(await findBalanceDifferences(db)).toEqual([]);
  });

  it('is refused by the database itself under another class for another member or type', async () => {
    const memberId = await newMember();
    const other = await newMember();
    const ref = `bet:${memberId}`;
    await credit(db, { memberId, type: 'DEPOSIT', class: 1, amount: '10.00', externalRef: ref });
    const insert = (member: number, type: string, cls: number) =>
      sql`select ledger_post(${member}, ${type}, ${ref}, null, null, null, array[${cls}]::smallint[],
        array[1]::numeric[])`.execute(db);
    await sql`insert into wallet (member_id) values (${other}) on conflict do nothing`.execute(db);
    await sql`update wallet set bonus = bonus + 1 where member_id in (${memberId}, ${other})`.execute(db);
    await expect(insert(other, 'DEPOSIT', 2)).rejects.toThrow(/already belongs to another member or type/);
    await expect(insert(memberId, 'GAME_WIN', 2)).rejects.toThrow(
      /already belongs to another member or type/,
    );
    // The same member and type under another class is one change split over balances (a bet's cash and bonus parts).
    await insert(memberId, 'DEPOSIT', 2);
    await sql`update wallet set bonus = 0 where member_id = ${other}`.execute(db);
  });

  it('booked 50 times at once for one member moves the money once', async () => {
    const memberId = await newMember();
    const entry = {
      memberId,
      type: 'DEPOSIT',
      class: 1,
      amount: '25.00',
      externalRef: `race:${memberId}`,
    } as const;
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => credit(db, entry)));
    const done = results.filter((result) => result.status === 'fulfilled');
    expect(done.length).toBe(50);
    const balance = await sql<{
      cash: string;
    }>`select cash from wallet where member_id = ${memberId}`.execute(db);
    expect(balance.rows[0]!.cash).toBe('25.00');
  });

  it('booked at once for 20 members moves money for one and refuses the others as a conflict', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember()));
    const ref = `shared:${members[0]}`;
    const results = await Promise.allSettled(
      members.map((memberId) =>
        credit(db, { memberId, type: 'DEPOSIT', class: 1, amount: '9.00', externalRef: ref }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(ApiError);
        expect((result.reason as ApiError).messageKey).toBe('wallet.transactionConflict');
      }
    }
    expect(await findBalanceDifferences(db)).toEqual([]);
  });
});

describe('reconciliation per grant and per round', () => {
  async function grantOf(memberId: number): Promise<number> {
    const row = await sql<{ id: string }>`
      insert into bonus_grant (member_id, grant_key, kind, amount, wagering_required, max_counted_bet, contributions,
        inactivity_days)
      values (${memberId}, ${`recon:${memberId}`}, 'VIP_STORE', 10, 100, 2.00, '{"*": 100}'::jsonb, 7)
      returning id`.execute(db);
    return Number(row.rows[0]!.id);
  }

  it("tells a closed grant's bonus money still in the ledger from a grant converted through its rows", async () => {
    const honest = await newMember();
    const stale = await newMember();
    const grants: number[] = [];
    for (const memberId of [honest, stale]) {
      const grantId = await grantOf(memberId);
      grants.push(grantId);
      await postTestEvent(db, {
        memberId,
        type: 'PROMOTION',
        externalRef: `bonus:${grantId}`,
        referenceRef: `bonus:${grantId}`,
        entries: [{ class: 2, amount: 1000n, grantId }],
      });
    }
    await sql`select bonus_convert(${grants[0]!}::bigint)`.execute(db);
    // The other grant is marked converted without its rows: its 10.00 bonus is nobody's now.
    await sql`update bonus_grant set status = 'CONVERTED' where id = ${grants[1]!}`.execute(db);
    const differences = await findGrantDifferences(db);
    expect(differences.filter((d) => d.memberId === honest)).toEqual([]);
    expect(differences.filter((d) => d.memberId === stale)).toEqual([
      { memberId: stale, grantId: grants[1], class: 2, status: 'CONVERTED', ledger: '10.00' },
    ]);
  });

  it('reports a round whose stake came back and that also won, or that won twice; not its jackpot', async () => {
    const memberId = await newMember();
    await credit(db, {
      memberId,
      type: 'DEPOSIT',
      class: 1,
      amount: '100.00',
      externalRef: `dep:r:${memberId}`,
    });
    const round = (id: string) => `round:HOUSE:${memberId}:${id}`;
    const event = (
      type: 'GAME_BET' | 'GAME_WIN' | 'GAME_ROLLBACK',
      ref: string,
      cents: bigint,
      roundId: string,
      referenceRef?: string,
    ) =>
      postTestEvent(db, {
        memberId,
        type,
        externalRef: `vendor:HOUSE:${memberId}:${ref}`,
        referenceRef,
        roundRef: round(roundId),
        entries: [{ class: 1, amount: cents }],
      });
    await event('GAME_BET', 'b1', -1000n, 'r1');
    await event('GAME_ROLLBACK', 'rb1', 1000n, 'r1');
    await event('GAME_WIN', 'w1', 5000n, 'r1');
    await event('GAME_BET', 'b2', -1000n, 'r2');
    await event('GAME_WIN', 'w2a', 3000n, 'r2');
    await event('GAME_WIN', 'w2b', 3000n, 'r2');
    // An honest round: a bet, its win and the jackpot it claimed.
    await event('GAME_BET', 'b3', -1000n, 'r3');
    await event('GAME_WIN', 'w3', 2000n, 'r3');
    await event('GAME_WIN', 'j3', 50000n, 'r3', 'jackpot:slot:1');
    const twice = (await findRoundsPaidTwice(db)).filter((r) => r.memberId === memberId);
    expect(twice).toEqual([
      { memberId, roundRef: round('r1'), wins: 1, staked: '10.00', returned: '10.00' },
      { memberId, roundRef: round('r2'), wins: 2, staked: '10.00', returned: '0.00' },
    ]);
    expect(await runReconcile(db, () => {})).toBe(1);
  });
});
