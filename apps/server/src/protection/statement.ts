import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { findMemberById } from '../members/index.js';
import { exponentOf, formatMinor, toMinor } from '../shared/money.js';
import { type Money, money } from '../wallet/index.js';

/**
 * The groups of the activity statement. Operator adjustments are booked as GIFT or BENEFITS with an
 * `adjustment:` reference (admin/adjustments.ts); the other gifts, promotions, invite awards and VIP
 * store redemptions are bonuses.
 */
export const statementGroups = ['deposits', 'cashOuts', 'stakes', 'wins', 'bonuses', 'adjustments'] as const;
export type StatementGroup = (typeof statementGroups)[number];

const groupOf = sql<StatementGroup>`case
  when type = 'DEPOSIT' then 'deposits'
  when type in ('WITHDRAW', 'WITHDRAW_ROLLBACK') then 'cashOuts'
  when type in ('GAME_BET', 'GAME_ROLLBACK') then 'stakes'
  when type = 'GAME_WIN' then 'wins'
  when external_ref like 'adjustment:%' then 'adjustments'
  else 'bonuses' end`;

const month = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM')`;

export type GroupTotals = Record<StatementGroup, Money>;

export interface StatementSummary {
  currency: string;
  from: string;
  to: string;
  /** Each month with a transaction, oldest first: signed sums (money out negative). */
  months: ({ month: string } & GroupTotals)[];
  totals: GroupTotals;
  /** Deposits less what was cashed out (cash-outs net of the ones returned). */
  netDeposits: Money;
}

export interface StatementRow {
  id: number;
  at: string;
  group: StatementGroup;
  type: string;
  class: number;
  amount: Money;
  balanceAfter: Money;
}

/** The last 12 months up to `now`: the same day and time a year before. */
export function statementWindow(now: Date): { from: Date; to: Date } {
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  return { from, to: now };
}

const emptyTotals = (): Record<StatementGroup, bigint> =>
  Object.fromEntries(statementGroups.map((group) => [group, 0n])) as Record<StatementGroup, bigint>;
const asMoney = (totals: Record<StatementGroup, bigint>, exponent: number): GroupTotals =>
  Object.fromEntries(
    statementGroups.map((group) => [group, formatMinor(totals[group], exponent)]),
  ) as GroupTotals;

/**
 * Monthly and period totals per group, summed exactly in SQL (numeric), from the ledger alone, added in
 * the account currency's minor units (cents; satoshis for BTC, issue 25).
 */
export async function statementSummary(
  db: Db,
  memberId: number,
  now = new Date(),
): Promise<StatementSummary> {
  const window = statementWindow(now);
  const [member, rows] = await Promise.all([
    findMemberById(db, memberId),
    db
      .selectFrom('wallet_ledger')
      .select([month.as('month'), groupOf.as('grp'), sql<string>`sum(amount)`.as('total')])
      .where('member_id', '=', memberId)
      .where('created_at', '>=', window.from)
      .where('created_at', '<=', window.to)
      .groupBy([month, groupOf])
      .orderBy(month)
      .execute(),
  ]);
  const currency = member?.currency ?? 'EUR';
  const exponent = exponentOf(currency);
  const months = new Map<string, Record<StatementGroup, bigint>>();
  const totals = emptyTotals();
  for (const row of rows) {
    const units = toMinor(money(row.total, currency), exponent) ?? 0n;
    const bucket = months.get(row.month) ?? emptyTotals();
    bucket[row.grp] += units;
    months.set(row.month, bucket);
    totals[row.grp] += units;
  }
  return {
    currency,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    months: [...months].map(([name, sums]) => ({ month: name, ...asMoney(sums, exponent) })),
    totals: asMoney(totals, exponent),
    netDeposits: formatMinor(totals.deposits + totals.cashOuts, exponent),
  };
}

/** The window's ledger rows, newest first; all of them when no page is asked for (the files). */
export async function statementRows(
  db: Db,
  memberId: number,
  now = new Date(),
  page?: { num: number; size: number },
): Promise<{ total: number; rows: StatementRow[] }> {
  const window = statementWindow(now);
  let query = db
    .selectFrom('wallet_ledger')
    .select(['id', 'created_at', 'type', 'class', 'amount', 'balance_after', groupOf.as('grp')])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', window.from)
    .where('created_at', '<=', window.to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (page) query = query.limit(page.size).offset((page.num - 1) * page.size);
  const [member, rows, count] = await Promise.all([
    findMemberById(db, memberId),
    query.execute(),
    db
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .where('created_at', '>=', window.from)
      .where('created_at', '<=', window.to)
      .executeTakeFirstOrThrow(),
  ]);
  // every amount with exactly the account currency's decimals (a BTC row's 8)
  const currency = member?.currency ?? 'EUR';
  return {
    total: Number(count.n),
    rows: rows.map((row) => ({
      id: Number(row.id),
      at: row.created_at.toISOString(),
      group: row.grp,
      type: row.type,
      class: row.class,
      amount: money(row.amount, currency),
      balanceAfter: money(row.balance_after, currency),
    })),
  };
}
