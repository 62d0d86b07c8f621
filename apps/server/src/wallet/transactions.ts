import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { fetchPage, type ListQuery, type Page } from '../http/listQuery.js';
import { money } from '../shared/money.js';
import type { TransactionClass, TransactionType } from './schema.js';
import './schema.js';

export interface Transaction {
  id: number;
  createTime: string;
  type: TransactionType;
  class: TransactionClass;
  amount: string;
  balanceBefore: string;
  balanceAfter: string;
}

/** A page of the member's ledger rows (schema Transaction); amounts negative when a balance fell. */
export async function listTransactions(
  db: Db,
  memberId: number,
  query: ListQuery,
  amountAbove: number | undefined,
): Promise<Page<Transaction>> {
  // Each amount with the member's currency's decimals: 2 for fiat, 8 for BTC.
  const member = await db
    .selectFrom('member')
    .select('currency')
    .where('id', '=', memberId)
    .executeTakeFirst();
  const currency = member?.currency ?? null;
  let select = db.selectFrom('wallet_ledger').selectAll().where('member_id', '=', memberId);
  if (amountAbove !== undefined) select = select.where(sql<boolean>`abs(amount) > ${amountAbove}`);
  return fetchPage(select, query, (row) => ({
    id: Number(row.id),
    createTime: row.created_at.toISOString(),
    type: row.type,
    class: row.class,
    amount: money(row.amount, currency),
    balanceBefore: money(row.balance_before, currency),
    balanceAfter: money(row.balance_after, currency),
  }));
}
