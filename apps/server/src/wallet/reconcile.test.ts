import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/envelope.js';
import { createTestDatabase } from '../test/db.js';
import { credit, debit } from './ledger.js';
import { findBalanceDifferences, scheduleReconciliation } from './reconcile.js';
import { runReconcile } from './reconcileCommand.js';

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
      sql`insert into wallet_ledger (member_id, type, class, amount, balance_before, balance_after, external_ref)
        values (${member}, ${type}, ${cls}, 1, 0, 1, ${ref})`.execute(db);
    await expect(insert(other, 'DEPOSIT', 2)).rejects.toThrow(/already belongs to another member or type/);
    await expect(insert(memberId, 'GAME_WIN', 2)).rejects.toThrow(
      /already belongs to another member or type/,
    );
    // The same member and type under another class is one change split over balances (a bet's cash and bonus parts).
    await insert(memberId, 'DEPOSIT', 2);
    await sql`delete from wallet_ledger where external_ref = ${ref} and class = 2`.execute(db);
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
    }>`select cash::text as cash from wallet where member_id = ${memberId}`.execute(db);
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
