// The audit log's public surface; the chain head's anchoring timer is in routes.ts.
import { userInfo } from 'node:os';
import type { Db } from '../db/database.js';
import { type AnchorKeys, type AnchorProblem, checkAnchors } from './anchor.js';
import { type AuditFacts, GENESIS, rowHash } from './chain.js';
import { insertRow, lastHash, lockChain, rowsAfter } from './repository.js';

export type AuditEntry = Omit<AuditFacts, 'at'>;

/**
 * Appends one row to the audit. Inside the caller's transaction when given one, so a change and its
 * row commit together or not at all; a refusal is written in a transaction of its own.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<string> {
  const write = async (trx: Db) => {
    await lockChain(trx);
    const prevHash = (await lastHash(trx)) ?? GENESIS;
    // Milliseconds: what a JavaScript Date keeps, so the time hashed is the time read back.
    const facts: AuditFacts = { ...entry, at: new Date() };
    return insertRow(trx, {
      at: facts.at,
      operator_id: facts.operatorId,
      operator_name: facts.operatorName,
      action: facts.action,
      target_type: facts.targetType,
      target_id: facts.targetId,
      before: facts.before ?? null,
      after: facts.after ?? null,
      reason: facts.reason,
      outcome: facts.outcome,
      prev_hash: prevHash,
      hash: rowHash(prevHash, facts),
    });
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

export interface ChainReport {
  rows: number;
  ok: boolean;
  /** The last row's hash: write it down elsewhere to notice a log cut short later. */
  headHash: string;
  /** The signed heads written outside the database that were checked (given the keys). */
  anchors?: number;
  /**
   * The first row that does not follow from the one before, and why; or an anchor the chain no longer
   * matches (a row it names changed or gone: the chain was rewritten), or one whose signature is wrong.
   */
  broken?: { id: string; problem: 'prevHash' | 'hash' | AnchorProblem };
}

/**
 * Recomputes every row's hash from its content and its predecessor's hash, oldest first; with the
 * anchor keys, then checks the chain against every head signed outside the database.
 */
export async function verifyChain(db: Db, keys?: AnchorKeys): Promise<ChainReport> {
  const report = await verifyRows(db);
  if (!report.ok || keys === undefined) return report;
  const anchors = await checkAnchors(db, keys);
  return anchors.broken === undefined
    ? { ...report, anchors: anchors.anchors }
    : { ...report, ok: false, anchors: anchors.anchors, broken: anchors.broken };
}

async function verifyRows(db: Db): Promise<ChainReport> {
  let previous = GENESIS;
  let afterId = '0';
  let rows = 0;
  for (;;) {
    const batch = await rowsAfter(db, afterId, 1000);
    if (batch.length === 0) return { rows, ok: true, headHash: previous };
    for (const row of batch) {
      rows += 1;
      if (row.prev_hash !== previous) {
        return { rows, ok: false, headHash: previous, broken: { id: String(row.id), problem: 'prevHash' } };
      }
      const expected = rowHash(previous, {
        at: row.at,
        operatorId: row.operator_id,
        operatorName: row.operator_name,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        before: row.before,
        after: row.after,
        reason: row.reason,
        outcome: row.outcome,
      });
      if (expected !== row.hash) {
        return { rows, ok: false, headHash: previous, broken: { id: String(row.id), problem: 'hash' } };
      }
      previous = row.hash;
      afterId = String(row.id);
    }
  }
}

export { type AuditAnchor, anchorFile, writeAnchor } from './anchor.js';
export { type AuditRow, doneOn, pageOfRows } from './repository.js';

/**
 * A change made from an operator command on the server's shell (withdrawals, documents, deposits): the
 * audit names the shell user, since such a command has no operator session.
 */
export async function recordCommand(
  db: Db,
  entry: Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'before' | 'after' | 'reason'>,
): Promise<string> {
  return recordAudit(db, {
    ...entry,
    operatorId: null,
    operatorName: `shell:${shellUser()}`,
    outcome: 'done',
  });
}

function shellUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}
