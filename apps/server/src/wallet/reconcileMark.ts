import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import {
  type BalanceDifference,
  findBalanceDifferences,
  findGrantDifferences,
  findRoundsPaidTwice,
  type GrantDifference,
  type LedgerScope,
  type RoundPaidTwice,
} from './reconcile.js';

/**
 * Rows newer than this stay after the mark, read again by the next run: a ledger row's id is taken when
 * it is inserted, so a short transaction still open could commit a row below the newest id seen. Ten
 * minutes is far beyond any transaction that posts to the ledger; a longer one would be reported as a
 * difference (its rows missing from the totals), never hidden.
 */
export const MARK_LAG_MS = 10 * 60_000;

export interface MarkedReconciliation {
  differences: BalanceDifference[];
  grants: GrantDifference[];
  rounds: RoundPaidTwice[];
  /** The ledger rows the run read beyond the mark, and where the mark stands after it. */
  rowsRead: number;
  mark: string;
}

/**
 * The scheduled reconciliation (issue 31: the whole-ledger check took 460 ms at 1M rows and grows with
 * history). Each member's ledger sums up to a mark are kept (reconciled_sum); a run compares every
 * wallet row with those totals plus the rows after the mark, checks the grants and rounds those rows
 * touch (and the grants closed since), then moves the mark over the rows old enough to be final. What
 * it reads grows with members and new rows, not with the ledger's years. The operator's `reconcile`
 * command still reads everything.
 */
export async function reconcileSinceMark(db: Db, lagMs = MARK_LAG_MS): Promise<MarkedReconciliation> {
  // The totals, the mark and the rows after it read in one snapshot; the mark passed as a value, so the
  // planner knows how few rows follow it.
  const { before, differences } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const before = await readMark(trx);
      return { before, differences: await findBalanceDifferences(trx, { sinceMark: before.ledgerId }) };
    });
  const scope: LedgerScope = { afterLedgerId: before.ledgerId, closedSince: before.markedAt };
  const grants = await findGrantDifferences(db, scope);
  const rounds = await findRoundsPaidTwice(db, scope);
  const { rowsRead, mark } = await advanceMark(db, lagMs);
  return { differences, grants, rounds, rowsRead, mark };
}

async function readMark(db: Db): Promise<{ ledgerId: string; markedAt: Date }> {
  const { rows } = await sql<{ ledger_id: string; marked_at: Date }>`
    select ledger_id::text, marked_at from reconciliation_mark`.execute(db);
  return rows[0]
    ? { ledgerId: rows[0].ledger_id, markedAt: new Date(rows[0].marked_at) }
    : { ledgerId: '0', markedAt: new Date(0) };
}

/**
 * Adds the rows between the mark and the newest row older than the lag to the running totals and moves
 * the mark there, in one transaction that holds the mark row: two instances running at once add each
 * row once.
 */
async function advanceMark(db: Db, lagMs: number): Promise<{ rowsRead: number; mark: string }> {
  return db.transaction().execute(async (trx) => {
    await sql`insert into reconciliation_mark (ledger_id, marked_at) values (0, to_timestamp(0))
      on conflict (id) do nothing`.execute(trx);
    const { rows } = await sql<{ ledger_id: string; next: string; tail: string }>`
      select m.ledger_id::text,
        coalesce((select max(id) from wallet_ledger
          where id > m.ledger_id and created_at < now() - make_interval(secs => ${lagMs / 1000})), m.ledger_id)::text as next,
        (select count(*) from wallet_ledger where id > m.ledger_id)::text as tail
      from reconciliation_mark m for update`.execute(trx);
    const { ledger_id: mark, next, tail } = rows[0]!;
    if (next !== mark) {
      await sql`insert into reconciled_sum (member_id, cash, bonus, gift_bonus)
        select member_id,
          coalesce(sum(amount) filter (where class = 1), 0),
          coalesce(sum(amount) filter (where class = 2), 0),
          coalesce(sum(amount) filter (where class = 3), 0)
        from wallet_ledger where id > ${mark} and id <= ${next} group by member_id
        on conflict (member_id) do update set cash = reconciled_sum.cash + excluded.cash,
          bonus = reconciled_sum.bonus + excluded.bonus, gift_bonus = reconciled_sum.gift_bonus + excluded.gift_bonus`.execute(
        trx,
      );
    }
    await sql`update reconciliation_mark set ledger_id = ${next}, marked_at = now()`.execute(trx);
    return { rowsRead: Number(tail), mark: next };
  });
}
