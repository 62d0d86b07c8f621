import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { writeSetting } from '../db/siteSettings.js';
import { ApiError } from '../http/envelope.js';
import { formatCents, money, toCents } from '../shared/money.js';
import { createTestDatabase } from '../test/db.js';
import { createMember } from '../vendorWallet/testing.js';
import { getBalances, withdrawable } from './balances.js';
import { playBlocked } from './block.js';
import { credit, debit } from './ledger.js';
import { TransactionClass } from './schema.js';
import { vipLevelFor } from './vip.js';

let db: Db;
let destroy: () => Promise<void>;

beforeAll(async () => {
  ({ db, destroy } = await createTestDatabase());
});
afterAll(async () => destroy());

async function ledgerOf(memberId: number) {
  return db.selectFrom('wallet_ledger').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

describe('money', () => {
  it('reads and writes decimal strings exactly, without floats', () => {
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('12.34')).toBe(1234n);
    expect(toCents('-5')).toBe(-500n);
    expect(toCents('1.234')).toBeUndefined();
    expect(toCents('1e3')).toBeUndefined();
    expect(formatCents(toCents('0.1')! + toCents('0.2')!)).toBe('0.30');
    expect(money('7')).toBe('7.00');
    expect(formatCents(-5n)).toBe('-0.05');
  });
});

describe('ledger', () => {
  it('credits a deposit with its ledger row, and a repeated reference changes nothing', async () => {
    const member = await createMember(db);
    const entry = {
      memberId: member.id,
      type: 'DEPOSIT' as const,
      class: TransactionClass.cash,
      amount: '25.50',
      externalRef: `payment:${member.id}:1`,
    };
    const first = await credit(db, entry);
    const second = await credit(db, entry);
    expect(first).toMatchObject({ duplicate: false, balanceAfter: '25.50' });
    expect(second).toMatchObject({ duplicate: true, ledgerId: first.ledgerId, balanceAfter: '25.50' });
    const rows = await ledgerOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: '25.50',
      balance_before: '0.00',
      balance_after: '25.50',
      class: 1,
    });
    expect((await getBalances(db, member.id)).availableBalance).toBe('25.50');
  });

  it('refuses a debit above the balance and leaves balance and ledger as they were', async () => {
    const member = await createMember(db, { cash: '10.00' });
    const attempt = debit(db, {
      memberId: member.id,
      type: 'WITHDRAW',
      class: TransactionClass.cash,
      amount: '10.01',
      externalRef: `withdraw:${member.id}:1`,
    });
    await expect(attempt).rejects.toMatchObject({ code: 2, messageKey: 'wallet.insufficient' });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    expect((await getBalances(db, member.id)).availableBalance).toBe('10.00');
    expect(await ledgerOf(member.id)).toHaveLength(1);
  });

  // The spendable VIP points may owe what a rolled-back bet earned (migration 1896); the lifetime total may not.
  it('keeps every balance and the lifetime points from going negative even when a statement tries (database check)', async () => {
    const member = await createMember(db, { cash: '1.00' });
    const columns = [
      'cash',
      'bonus',
      'gift_bonus',
      'rolling_amount',
      'wagered',
      'wagered_cashed_out',
      'vip_lifetime_points',
    ] as const;
    for (const column of columns) {
      const below = column.startsWith('vip_') ? -1 : '-0.01';
      await expect(
        db
          .updateTable('wallet')
          .set({ [column]: below })
          .where('member_id', '=', member.id)
          .execute(),
        column,
      ).rejects.toMatchObject({ code: '23514' });
    }
    expect(await getBalances(db, member.id)).toMatchObject({ availableBalance: '1.00' });
  });

  it('refuses a ledger row written past ledger_post, and a posting below zero, of an unknown type or class', async () => {
    const member = await createMember(db, {});
    const direct = (type: string, cls: number, amount: string, before: string, after: string) => sql`
      insert into wallet_ledger (member_id, type, class, amount, balance_before, balance_after, external_ref)
      values (${member.id}, ${type}, ${cls}, ${amount}, ${before}, ${after}, ${`db-check-${randomUUID()}`})`;
    // Even a row that adds up: the table takes rows from its one posting path only.
    await expect(direct('DEPOSIT', 1, '5.00', '0.00', '5.00').execute(db)).rejects.toMatchObject({
      code: '42501',
    });
    const post = (type: string, cls: number, amount: string) =>
      sql`select ledger_post(${member.id}, ${type}, ${`db-check-${randomUUID()}`}, null, null, null,
        array[${cls}]::smallint[], array[${amount}]::numeric[])`.execute(db);
    // The wallet row holds 0.00: a credit it does not carry would have started below zero.
    await expect(post('DEPOSIT', 1, '5.00')).rejects.toThrow(/below zero/);
    await expect(post('DEPOSIT', 4, '5.00')).rejects.toThrow(/not a balance/);
    await sql`update wallet set cash = 5 where member_id = ${member.id}`.execute(db);
    await expect(post('JACKPOT', 1, '5.00')).rejects.toMatchObject({ code: '23514' });
    await post('DEPOSIT', 1, '5.00');
    expect(await ledgerOf(member.id)).toMatchObject([
      { type: 'DEPOSIT', class: 1, amount: '5.00', balance_before: '0.00', balance_after: '5.00' },
    ]);
  });

  it('books a bonus on the bonus balance with its wagering requirement', async () => {
    const member = await createMember(db, { cash: '30.00' });
    await credit(db, {
      memberId: member.id,
      type: 'PROMOTION',
      class: TransactionClass.bonus,
      amount: '20.00',
      externalRef: `promotion:${member.id}:1`,
      addRolling: '1000.00',
    });
    const balances = await getBalances(db, member.id);
    expect(balances).toMatchObject({
      availableBalance: '50.00',
      bonusBalance: '20.00',
      rollingAmount: '1000.00',
      withdrawableBalance: '0.00',
    });
  });
});

describe('rules', () => {
  it('makes all cash withdrawable only once wagering is met', () => {
    expect(withdrawable({ cash: 5000n, rollingAmount: 0n })).toBe(5000n);
    expect(withdrawable({ cash: 5000n, rollingAmount: 1n })).toBe(0n);
  });

  it('derives the VIP level from the lifetime point thresholds', () => {
    expect(vipLevelFor(0)).toBe(0);
    expect(vipLevelFor(399)).toBe(0);
    expect(vipLevelFor(400)).toBe(10);
    expect(vipLevelFor(2000)).toBe(20);
    expect(vipLevelFor(24_999)).toBe(30);
    expect(vipLevelFor(25_000)).toBe(35);
    expect(vipLevelFor(1_000_000)).toBe(40);
  });

  it('blocks play for a disabled account and an ordinary member whose balance reached the limit', async () => {
    await writeSetting(db, 'balanceFullLimit', '100.00');
    const below = await createMember(db, { cash: '99.99' });
    const atLimit = await createMember(db, { cash: '100.00' });
    const agent = await createMember(db, { cash: '500.00', memberType: 10 });
    const member = (id: number, enabled = 1, type = 0) => ({ id, enabled, member_type: type });
    expect(await playBlocked(db, member(below.id))).toBe(false);
    expect(await playBlocked(db, member(atLimit.id))).toBe(true);
    expect(await playBlocked(db, member(agent.id, 1, 10))).toBe(false);
    expect(await playBlocked(db, member(below.id, 0))).toBe(true);
  });
});
