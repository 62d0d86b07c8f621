import { recordCommand } from '../audit/index.js';
import type { Db } from '../db/database.js';
import { runFromShell } from '../db/operatorCommand.js';
import { type DocumentFieldName, documentFields, reviewDocument } from './documents.js';
import { membersAwaitingReview } from './repository.js';

/**
 * The operator's side of KYC documents while there is no back office:
 *
 *   documents list                                              documents waiting for review, oldest first
 *   documents review <memberId> <document> approve|refuse [reason ...]
 *
 * <document> is the contract's field (idcardProofId, idcardHoldProofId, addressProofId, paymentProofId,
 * sourceOfWealthProofId). A refusal needs a reason: the member reads it beside the document and in
 * the news, in their language.
 */
const usage = `usage:
  documents list
  documents review <memberId> ${documentFields.join('|')} approve|refuse [reason ...]`;

const statusColumn: Record<DocumentFieldName, string> = {
  idcardProofId: 'idcard_proof',
  idcardHoldProofId: 'idcard_hold_proof',
  addressProofId: 'address_proof',
  paymentProofId: 'payment_proof',
  sourceOfWealthProofId: 'source_of_wealth_proof',
};

/** Runs one command against db; answers the exit code. Separate from main so tests drive it. */
export async function runDocumentsCommand(
  db: Db,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const members = await membersAwaitingReview(db);
    for (const member of members) {
      const row = member as unknown as Record<string, unknown>;
      const waiting = documentFields.filter((field) => row[`${statusColumn[field]}_status`] === 10);
      for (const field of waiting) {
        out(`member ${member.id}  ${member.username}  ${field}  file ${row[`${statusColumn[field]}_id`]}`);
      }
    }
    if (members.length === 0) out('no documents waiting for review');
    return 0;
  }
  if (command === 'review') {
    const [rawId, field, decision, ...reason] = rest;
    const memberId = Number(rawId);
    const fieldName = documentFields.find((candidate) => candidate === field);
    const refusal = reason.join(' ').trim();
    if (
      !Number.isSafeInteger(memberId) ||
      memberId <= 0 ||
      fieldName === undefined ||
      (decision !== 'approve' && decision !== 'refuse') ||
      (decision === 'refuse' && refusal === '')
    ) {
      out(usage);
      return 2;
    }
    const decided = await db.transaction().execute(async (trx) => {
      const done = await reviewDocument(trx, memberId, fieldName, decision, refusal || null);
      if (done) {
        await recordCommand(trx, {
          action: `documents review ${decision}`,
          targetType: 'member',
          targetId: String(memberId),
          before: { document: fieldName, status: 10 },
          after: { document: fieldName, status: decision === 'approve' ? 20 : 30 },
          reason: refusal || null,
        });
      }
      return done;
    });
    out(
      decided
        ? `${decision}d: member ${memberId} ${fieldName}`
        : 'unchanged: that document is not waiting for review',
    );
    return decided ? 0 : 1;
  }
  out(usage);
  return 2;
}

await runFromShell(import.meta.url, (db, _config, args, out) => runDocumentsCommand(db, args, out));
