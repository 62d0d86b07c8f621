import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type Money, money } from './money.js';
import { classColumn, type TransactionClass } from './schema.js';

/** One balance that is not the sum of its ledger rows. */
export interface BalanceDifference {
  memberId: number;
  balance: (typeof classColumn)[TransactionClass];
  /** What the wallet row holds. */
  wallet: Money;
  /** The sum of the member's ledger rows of that class. */
  ledger: Money;
}

interface SumsRow {
  member_id: number;
  cash: string;
  bonus: string;
  gift_bonus: string;
  ledger_cash: string;
  ledger_bonus: string;
  ledger_gift_bonus: string;
}

/**
 * Every balance (cash, bonus, gift bonus) that differs from the sum of its ledger rows, a member
 * without a wallet row counting as zero. One statement, so it reads one snapshot: a change committing
 * meanwhile is seen whole (wallet and ledger row) or not at all, and never shows as a difference.
 */
export async function findBalanceDifferences(db: Db): Promise<BalanceDifference[]> {
  const { rows } = await sql<SumsRow>`
    with ledger as (
      select member_id,
        coalesce(sum(amount) filter (where class = 1), 0) as cash,
        coalesce(sum(amount) filter (where class = 2), 0) as bonus,
        coalesce(sum(amount) filter (where class = 3), 0) as gift_bonus
      from wallet_ledger group by member_id
    )
    select coalesce(w.member_id, l.member_id) as member_id,
      coalesce(w.cash, 0)::text as cash, coalesce(w.bonus, 0)::text as bonus,
      coalesce(w.gift_bonus, 0)::text as gift_bonus,
      coalesce(l.cash, 0)::text as ledger_cash, coalesce(l.bonus, 0)::text as ledger_bonus,
      coalesce(l.gift_bonus, 0)::text as ledger_gift_bonus
    from wallet w full join ledger l on l.member_id = w.member_id
    where coalesce(w.cash, 0) <> coalesce(l.cash, 0)
      or coalesce(w.bonus, 0) <> coalesce(l.bonus, 0)
      or coalesce(w.gift_bonus, 0) <> coalesce(l.gift_bonus, 0)
    order by 1`.execute(db);
  const differences: BalanceDifference[] = [];
  for (const row of rows) {
    for (const balance of Object.values(classColumn)) {
      const wallet = money(row[balance]);
      const ledger = money(row[`ledger_${balance}`]);
      if (wallet !== ledger) differences.push({ memberId: Number(row.member_id), balance, wallet, ledger });
    }
  }
  return differences;
}

/** Pino's signature, so the app's logger fits. */
interface ReconcileLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Where a run is counted and timed, and its differences shown (src/metrics). */
interface ReconcileMetrics {
  job<T>(name: string, work: () => Promise<T>): Promise<T>;
  reconciliationDifferences(count: number): void;
}

/**
 * Compares every balance with its ledger every `intervalMs`, one run at a time, and logs a warning
 * per difference: nothing should ever write a balance without its ledger row, and a difference means
 * a bug or a hand edit of the database that an operator must look at. Returns a stop function.
 */
export function scheduleReconciliation(
  db: Db,
  intervalMs: number,
  log: ReconcileLog,
  metrics?: ReconcileMetrics,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    const started = performance.now();
    try {
      const differences = await (metrics
        ? metrics.job('reconciliation', () => findBalanceDifferences(db))
        : findBalanceDifferences(db));
      metrics?.reconciliationDifferences(differences.length);
      for (const difference of differences)
        log.warn(difference, 'balance differs from the sum of its ledger rows');
      log.info(
        { differences: differences.length, ms: Math.round(performance.now() - started) },
        'balances reconciled with the ledger',
      );
    } catch (error) {
      log.error({ err: error }, 'balance reconciliation failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  // A pending run never keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
