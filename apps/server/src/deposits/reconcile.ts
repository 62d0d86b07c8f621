import type { Db } from '../db/database.js';
import type { Providers } from './flows.js';
import { listByStatus, listStale } from './repository.js';
import { applyReading } from './settle.js';

export interface ReconcileSummary {
  read: number;
  changed: number;
  unreadable: number;
}

/**
 * Re-reads from its provider every order that is not final and untouched for `olderThanSeconds`, and
 * every order in review, and settles what the provider states; a missed webhook never loses a deposit.
 */
export async function reconcile(
  db: Db,
  providers: Providers,
  log: { warn(fields: Record<string, unknown>, message: string): void },
  olderThanSeconds: number,
): Promise<ReconcileSummary> {
  const orders = [...(await listStale(db, olderThanSeconds, 500)), ...(await listByStatus(db, ['review']))];
  const summary: ReconcileSummary = { read: 0, changed: 0, unreadable: 0 };
  for (const order of orders) {
    const provider = providers[order.provider as keyof Providers];
    if (provider === undefined) continue;
    try {
      const reading = await provider.read(order);
      summary.read += 1;
      const applied = await applyReading(db, order.id, reading, 'reconcile');
      if (applied?.changed) summary.changed += 1;
    } catch (error) {
      summary.unreadable += 1;
      log.warn({ orderId: order.id, err: error }, 'reconciliation could not read the provider');
    }
  }
  return summary;
}
