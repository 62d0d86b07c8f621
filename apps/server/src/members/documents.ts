import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { currentMember } from '../auth/session.js';
import { tokenFromHeader } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { isOwnFile } from '../files/index.js';
import { text } from '../http/body.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import type { MessageKey } from '../i18n/index.js';
import { type DocumentColumn, findMemberById, type MemberRow, replaceDocument } from './repository.js';
import { buildUserInfo } from './userInfo.js';

export type DocumentFieldName =
  | 'idcardProofId'
  | 'idcardHoldProofId'
  | 'addressProofId'
  | 'paymentProofId'
  | 'sourceOfWealthProofId';

interface DocumentField {
  field: DocumentFieldName;
  column: DocumentColumn;
  status: keyof MemberRow;
  /** The "please upload" message when a required document is missing; none for optional ones. */
  missing?: MessageKey;
}

/** The contract's order: ID proof, hand-held ID photo, address proof, payment proof, then source of wealth. */
const documents: DocumentField[] = [
  {
    field: 'idcardProofId',
    column: 'idcard_proof_id',
    status: 'idcard_proof_status',
    missing: 'documents.idcardRequired',
  },
  {
    field: 'idcardHoldProofId',
    column: 'idcard_hold_proof_id',
    status: 'idcard_hold_proof_status',
    missing: 'documents.idcardHoldRequired',
  },
  {
    field: 'addressProofId',
    column: 'address_proof_id',
    status: 'address_proof_status',
    missing: 'documents.addressRequired',
  },
  {
    field: 'paymentProofId',
    column: 'payment_proof_id',
    status: 'payment_proof_status',
    missing: 'documents.paymentRequired',
  },
  {
    field: 'sourceOfWealthProofId',
    column: 'source_of_wealth_proof_id',
    status: 'source_of_wealth_proof_status',
  },
];

const APPROVED = 20;

/**
 * Attaches uploads given with another call (the cash-out's proof ids) as documents/update does: in
 * the contract's order, only the member's own files, an unchanged one skipped, an approved one never
 * swapped, each new one under review. Runs in the caller's transaction; answers nothing.
 */
export async function attachDocuments(
  db: Db,
  member: MemberRow,
  given: Partial<Record<DocumentFieldName, string>>,
): Promise<void> {
  for (const document of documents) {
    const fileId = (given[document.field] ?? '').trim();
    if (fileId === '' || member[document.column] === fileId) continue;
    if (!(await isOwnFile(db, member.id, fileId)))
      throw invalid('validation.invalid', { field: document.field });
    if (member[document.status] === APPROVED) throw refused('documents.approved');
    await replaceDocument(db, member.id, document.column, fileId);
  }
}

export async function updateDocuments(request: FastifyRequest) {
  const { db } = request.server;
  const session = currentMember(request);
  const member = await findMemberById(db, session.id);
  if (member === undefined) throw new ApiError(ErrorCode.session, 'common.sessionExpired');

  const changes: Array<[DocumentColumn, string]> = [];
  for (const document of documents) {
    const fileId = text(request, document.field).trim();
    if (fileId === '') {
      if (document.missing) throw invalid(document.missing);
      continue;
    }
    if (!(await isOwnFile(db, member.id, fileId)))
      throw invalid('validation.invalid', { field: document.field });
    if (member[document.column] === fileId) continue;
    // A reviewed and accepted document is the record the operator relied on; it is not swapped.
    if (member[document.status] === APPROVED) throw refused('documents.approved');
    changes.push([document.column, fileId]);
  }
  await db.transaction().execute(async (trx) => {
    for (const [column, fileId] of changes) await replaceDocument(trx, member.id, column, fileId);
  });
  const updated = await findMemberById(db, member.id);
  return buildUserInfo(db, updated ?? member, tokenFromHeader(request.headers.authorization) ?? '');
}

/**
 * The operator's verdict on the documents a cash-out needs (proof of ID and payment proof): those
 * waiting for review become approved (20) or rejected (30, the member uploads again). Answers how
 * many changed; a document not uploaded or already decided is left as it is.
 */
export async function reviewCashOutDocuments(
  db: Db,
  memberId: number,
  verdict: 'approve' | 'reject',
): Promise<number> {
  const status = verdict === 'approve' ? APPROVED : 30;
  let changed = 0;
  for (const column of ['idcard_proof_status', 'payment_proof_status'] as const) {
    const result = await db
      .updateTable('member')
      .set({ [column]: status, updated_at: sql`now()` })
      .where('id', '=', memberId)
      .where(column, '=', 10)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}
