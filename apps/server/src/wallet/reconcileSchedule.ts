import type { Db } from '../db/database.js';
import { reconcileSinceMark } from './reconcileMark.js';

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
 * a bug or a hand edit of the database that an operator must look at. Each run reads the ledger since
 * the last one (reconcileMark.ts). Returns a stop function.
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
    const run = async () => {
      const { differences, grants, rounds, rowsRead, mark } = await reconcileSinceMark(db);
      metrics?.reconciliationDifferences(differences.length);
      for (const difference of differences)
        log.warn(difference, 'balance differs from the sum of its ledger rows');
      for (const grant of grants) log.warn(grant, "a grant's ledger sub-balance is wrong for its status");
      for (const round of rounds) log.warn(round, 'a round was paid more than once');
      log.info(
        {
          differences: differences.length,
          grants: grants.length,
          rounds: rounds.length,
          rowsRead,
          mark,
          ms: Math.round(performance.now() - started),
        },
        'balances reconciled with the ledger',
      );
    };
    try {
      // The whole run is the job: its duration, and its id on every warning it logs.
      await (metrics ? metrics.job('reconciliation', run) : run());
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
