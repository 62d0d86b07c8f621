import type { Db } from '../db/database.js';
import { runFromShell } from '../db/operatorCommand.js';
import type { Providers } from './flows.js';
import { providersFrom } from './providerSettings.js';
import { reconcile } from './reconcile.js';
import { type DepositOrder, findOrder, listByStatus } from './repository.js';
import { applyReading } from './settle.js';
import { type OrderStatus, orderStatuses } from './status.js';

/**
 * The operator's side of deposits while there is no back office:
 *
 *   deposits list [status ...]                          orders in those statuses (default review), oldest first
 *   deposits resolve <id> succeeded|failed|canceled <reason ...>   settles an order in review, reason recorded
 *   deposits reconcile                                   re-reads every open or review order from its provider now
 *
 * Resolving as succeeded books the DEPOSIT row exactly as a provider's confirmation would.
 */

const resolutions: OrderStatus[] = ['succeeded', 'failed', 'canceled'];
const usage = `usage:
  deposits list [status ...]
  deposits resolve <id> ${resolutions.join('|')} <reason ...>
  deposits reconcile`;

function describe(row: DepositOrder): string {
  return [
    row.id,
    `member ${row.member_id}`,
    `${row.amount} ${row.currency}`,
    `${row.method}/${row.provider}`,
    row.provider_payment_id ?? '-',
    row.status,
    row.review_reason ?? '',
    row.created_at.toISOString(),
  ].join('  ');
}

/** Runs one command against db; answers the exit code. Separate from main so tests drive it. */
export async function runOperatorCommand(
  db: Db,
  providers: Providers,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const statuses = (rest.length ? rest : ['review']) as OrderStatus[];
    if (statuses.some((status) => !orderStatuses.includes(status))) {
      out(`unknown status; statuses are ${orderStatuses.join(', ')}`);
      return 2;
    }
    const rows = await listByStatus(db, statuses);
    for (const row of rows) out(describe(row));
    if (rows.length === 0) out('no deposit orders in those statuses');
    return 0;
  }
  if (command === 'resolve') {
    const [id, status, ...reason] = rest;
    if (id === undefined || !resolutions.includes(status as OrderStatus) || reason.length === 0) {
      out(usage);
      return 2;
    }
    const order = await findOrder(db, id);
    if (order === undefined || order.status !== 'review') {
      out(order === undefined ? 'no such order' : `not in review: ${describe(order)}`);
      return 1;
    }
    const applied = await applyReading(
      db,
      id,
      {
        status: status as OrderStatus,
        amount: order.amount,
        currency: order.currency,
        reason: reason.join(' '),
      },
      'operator',
    );
    out(`${applied?.changed ? 'resolved' : 'unchanged'}: ${applied ? describe(applied.order) : id}`);
    return applied?.changed ? 0 : 1;
  }
  if (command === 'reconcile') {
    const summary = await reconcile(
      db,
      providers,
      { warn: (fields, message) => out(`${message} ${JSON.stringify(fields)}`) },
      0,
    );
    out(`read ${summary.read}, changed ${summary.changed}, unreadable ${summary.unreadable}`);
    return 0;
  }
  out(usage);
  return 2;
}

await runFromShell(import.meta.url, (db, config, args, out) =>
  runOperatorCommand(db, providersFrom(config), args, out),
);
