import { recordAudit } from '../audit/index.js';
import type { Db } from '../db/database.js';
import type { Providers } from './flows.js';
import { countReadFailure, giveUpReading, listByStatus, listStale } from './repository.js';
import { applyReading } from './settle.js';

/** Failed reads after which reconciliation gives an order up (audited; an operator resolves it). */
export const MAX_READ_FAILURES = 5;

export interface ReconcileSummary {
  read: number;
  changed: number;
  unreadable: number;
  /** Orders given up in this run, after MAX_READ_FAILURES failed reads. */
  gaveUp: number;
}

/**
 * Re-reads from its provider every order that is not final and untouched for `olderThanSeconds`, and
 * every order in review, and settles what the provider states; a missed webhook never loses a deposit.
 * An order that cannot be read counts the failure and goes behind those that can; after
 * MAX_READ_FAILURES it is given up, so unreadable orders never starve a paid one (issue 26 finding 6).
 */
export async function reconcile(
  db: Db,
  providers: Providers,
  log: { warn(fields: Record<string, unknown>, message: string): void },
  olderThanSeconds: number,
): Promise<ReconcileSummary> {
  const orders = [...(await listStale(db, olderThanSeconds, 500)), ...(await listByStatus(db, ['review']))];
  const summary: ReconcileSummary = { read: 0, changed: 0, unreadable: 0, gaveUp: 0 };
  for (const order of orders) {
    const provider = providers[order.provider as keyof Providers];
    try {
      if (provider === undefined) throw new Error(`no ${order.provider} provider is configured`);
      const reading = await provider.read(order);
      summary.read += 1;
      const applied = await applyReading(db, order.id, reading, 'reconcile');
      if (applied?.changed) summary.changed += 1;
    } catch (error) {
      summary.unreadable += 1;
      log.warn({ orderId: order.id, err: error }, 'reconciliation could not read the provider');
      if (await noteFailure(db, order.id, order.gave_up_at === null)) summary.gaveUp += 1;
    }
  }
  return summary;
}

/** Counts a failed read; at the bound the order is given up and the audit says so. True when given up now. */
async function noteFailure(db: Db, orderId: string, queued: boolean): Promise<boolean> {
  const failures = await countReadFailure(db, orderId);
  if (!queued || failures < MAX_READ_FAILURES) return false;
  await giveUpReading(db, orderId);
  await recordAudit(db, {
    operatorId: null,
    operatorName: 'system:reconciliation',
    action: 'depositReadGivenUp',
    targetType: 'depositOrder',
    targetId: orderId,
    before: null,
    after: { readFailures: failures },
    reason: `its provider could not be read ${failures} times; an operator resolves it`,
    outcome: 'done',
  });
  return true;
}
