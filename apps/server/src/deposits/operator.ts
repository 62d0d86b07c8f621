import { recordCommand } from '../audit/index.js';
import type { Db } from '../db/database.js';
import { runFromShell } from '../db/operatorCommand.js';
import type { Providers } from './flows.js';
import { providersFrom } from './providerSettings.js';
import { reconcile } from './reconcile.js';
import { type DepositOrder, findOrder, listByStatus } from './repository.js';
import {
  creditableAmount,
  NotInReview,
  providerReading,
  type Resolution,
  resolutions,
  resolveReviewedOrder,
} from './review.js';
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
    if (id === undefined || !resolutions.includes(status as Resolution) || reason.length === 0) {
      out(usage);
      return 2;
    }
    const order = await findOrder(db, id);
    let resolution: Parameters<typeof resolveReviewedOrder>[2] = { status: status as 'failed' };
    if (status === 'succeeded' && order !== undefined) {
      // The shell credits what the provider says was paid, as the back office does (issue 26 finding 2).
      const { reading, problem } = await providerReading(providers, order);
      const creditable = creditableAmount(order, reading, undefined);
      if ('problem' in creditable) {
        out(`cannot credit: ${problem ?? creditable.problem}`);
        return 1;
      }
      resolution = { status: 'succeeded', credited: creditable.amount };
    }
    try {
      const { after } = await db.transaction().execute(async (trx) => {
        const resolved = await resolveReviewedOrder(trx, id, resolution, reason.join(' '));
        await recordCommand(trx, {
          action: `deposits resolve ${status}`,
          targetType: 'deposit',
          targetId: id,
          before: { status: resolved.before.status },
          after: { status: resolved.after.status },
          reason: reason.join(' '),
        });
        return resolved;
      });
      out(`resolved: ${describe(after)}`);
      return 0;
    } catch (error) {
      if (!(error instanceof NotInReview)) throw error;
      const order = await findOrder(db, id);
      out(order === undefined ? 'no such order' : `not in review: ${describe(order)}`);
      return 1;
    }
  }
  if (command === 'reconcile') {
    const summary = await reconcile(
      db,
      providers,
      { warn: (fields, message) => out(`${message} ${JSON.stringify(fields)}`) },
      0,
    );
    out(
      `read ${summary.read}, changed ${summary.changed}, unreadable ${summary.unreadable}, given up ${summary.gaveUp}`,
    );
    return 0;
  }
  out(usage);
  return 2;
}

await runFromShell(import.meta.url, (db, config, args, out) =>
  runOperatorCommand(db, providersFrom(config), args, out),
);
