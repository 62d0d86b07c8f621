import type { Db } from '../db/database.js';
import { runFromShell } from '../db/operatorCommand.js';
import { ApiError } from '../http/envelope.js';
import { t } from '../i18n/index.js';
import { reviewCashOutDocuments } from '../members/index.js';
import { reviewCashOut, withdrawalId } from './cashOuts.js';
import { listByStatus, type WithdrawalRow } from './repository.js';
import { type ReviewAction, reviewActions, TransitionRefused, WithdrawStatus } from './rules.js';

/**
 * The operator's side of cash-outs while there is no back office:
 *
 *   withdrawals list [status ...]                 requests in those statuses (default 0 20 29 30 35), oldest first
 *   withdrawals documents <member id> approve|reject [reason ...]   proof of ID and payment proof under review (a rejection names its reason)
 *   withdrawals review <id> <action> [note ...]   pass | reject | process | paid | complete | fail | refund
 *
 * Reject, fail and refund return the amount to the member's cash (WITHDRAW_ROLLBACK) in the same
 * transaction; a fail after payment (30) holds it for reconciliation (35) instead.
 */

const usage = `usage:
  withdrawals list [status ...]
  withdrawals documents <member id> approve|reject [reason ...]
  withdrawals review <id> ${Object.keys(reviewActions).join('|')} [note ...]`;

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
    const changed = await reviewCashOutDocuments(db, memberId, verdict, refusal || null);
    out(
      changed ? `${verdict}d ${changed} document(s) of member ${memberId}` : 'no document waiting for review',
    );
    return changed ? 0 : 1;
  }
  if (command === 'review') {
    const [rawId, action, ...note] = rest;
    const id = withdrawalId(rawId);
    if (id === undefined || action === undefined || !Object.hasOwn(reviewActions, action)) {
      out(usage);
      return 2;
    }
    try {
      const { row, changed } = await reviewCashOut(db, id, action as ReviewAction, note.join(' ') || null);
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
