import { needsSecondOperator } from '../admin/index.js';
import { recordCommand } from '../audit/index.js';
import type { Db } from '../db/database.js';
import { runFromShell } from '../db/operatorCommand.js';
import { ApiError } from '../http/envelope.js';
import { t } from '../i18n/index.js';
import { reviewCashOutDocuments } from '../members/index.js';
import { reviewCashOut, withdrawalId } from './cashOuts.js';
import { findWithdrawal, listByStatus, type WithdrawalRow } from './repository.js';
import { type ReviewAction, reviewActions, TransitionRefused, WithdrawStatus } from './rules.js';

/**
 * The operator's side of cash-outs while there is no back office:
 *
 *   withdrawals list [status ...]                 requests in those statuses (default 0 20 29 30 35), oldest first
 *   withdrawals documents <member id> approve|reject [reason ...]   proof of ID and payment proof under review (a rejection names its reason)
 *   withdrawals review <id> <action> [note ...]   pass | reject | process | paid | complete | fail | refund
 *                                                 (reject needs the reason the member reads)
 *
 * Reject, fail and refund return the amount to the member's cash (WITHDRAW_ROLLBACK) in the same
 * transaction; a fail after payment (30) holds it for reconciliation (35) instead.
 */

const usage = `usage:
  withdrawals list [status ...]
  withdrawals documents <member id> approve|reject [reason ...]
  withdrawals review <id> ${Object.keys(reviewActions).join('|')} [note ...]   (reject needs its reason)`;

const statusNames = Object.fromEntries(Object.entries(WithdrawStatus).map(([name, code]) => [code, name]));

function describe(row: WithdrawalRow): string {
  return [
    `#${row.id}`,
    `member ${row.member_id}`,
    `${row.amount} ${row.currency}`,
    row.payment_method,
    row.account_hint ?? '-',
    `status ${row.status} (${statusNames[row.status]})`,
    row.created_at.toISOString(),
  ].join('  ');
}

/** Runs one command against db; answers the exit code. Separate from main so tests drive it. */
export async function runOperatorCommand(
  db: Db,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const statuses = rest.length
      ? rest.map(Number)
      : [
          WithdrawStatus.pending,
          WithdrawStatus.passed,
          WithdrawStatus.processing,
          WithdrawStatus.payed,
          WithdrawStatus.reconciling,
        ];
    if (statuses.some((status) => !Object.values(WithdrawStatus).includes(status as WithdrawStatus))) {
      out(`unknown status; statuses are ${Object.values(WithdrawStatus).join(', ')}`);
      return 2;
    }
    const rows = await listByStatus(db, statuses as WithdrawStatus[]);
    for (const row of rows) out(describe(row));
    if (rows.length === 0) out('no cash-out requests in those statuses');
    return 0;
  }
  if (command === 'documents') {
    const [rawId, verdict, ...reason] = rest;
    const memberId = withdrawalId(rawId);
    const refusal = reason.join(' ').trim();
    // A refusal names its reason: the member reads it beside the document and in the news.
    if (
      memberId === undefined ||
      (verdict !== 'approve' && verdict !== 'reject') ||
      (verdict === 'reject' && refusal === '')
    ) {
      out(usage);
      return 2;
    }
    const changed = await db.transaction().execute(async (trx) => {
      const count = await reviewCashOutDocuments(trx, memberId, verdict, refusal || null);
      if (count > 0) {
        await recordCommand(trx, {
          action: `withdrawals documents ${verdict}`,
          targetType: 'member',
          targetId: String(memberId),
          before: null,
          after: { documents: count },
          reason: refusal || null,
        });
      }
      return count;
    });
    out(
      changed ? `${verdict}d ${changed} document(s) of member ${memberId}` : 'no document waiting for review',
    );
    return changed ? 0 : 1;
  }
  if (command === 'review') {
    const [rawId, action, ...note] = rest;
    const id = withdrawalId(rawId);
    // A rejection names its reason: the member reads it in the news.
    if (
      id === undefined ||
      action === undefined ||
      !Object.hasOwn(reviewActions, action) ||
      (action === 'reject' && note.join(' ').trim() === '')
    ) {
      out(usage);
      return 2;
    }
    const found = await findWithdrawal(db, id);
    // Two people decide a large payout (issue 19): the back office's prepare and approve, never one shell.
    if (
      action === 'pass' &&
      found &&
      (await needsSecondOperator(db, 'cashOut', found.amount, found.currency))
    ) {
      out(`#${id} is at or above the two-person threshold: prepare and approve its pass in the back office`);
      return 1;
    }
    try {
      const { row, changed } = await db.transaction().execute(async (trx) => {
        const moved = await reviewCashOut(trx, id, action as ReviewAction, note.join(' ') || null);
        if (moved.changed) {
          await recordCommand(trx, {
            action: `withdrawals review ${action}`,
            targetType: 'withdrawal',
            targetId: String(id),
            before: { status: moved.before.status },
            after: { status: moved.row.status },
            reason: note.join(' ') || null,
          });
        }
        return moved;
      });
      out(`${changed ? 'changed' : 'unchanged, already there'}: ${describe(row)}`);
      return 0;
    } catch (error) {
      if (error instanceof ApiError) {
        out(t('en', error.messageKey, error.params));
        return 1;
      }
      if (error instanceof TransitionRefused) {
        out(error.message);
        return 1;
      }
      throw error;
    }
  }
  out(usage);
  return 2;
}

await runFromShell(import.meta.url, (db, _config, args, out) => runOperatorCommand(db, args, out));
