import type { FastifyRequest } from 'fastify';
import { NewsType, notifyMember } from '../content/index.js';
import type { Db } from '../db/database.js';
import { isOwnFile } from '../files/index.js';
import { text } from '../http/body.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { isLang, type MessageKey, t } from '../i18n/index.js';
import { tokenFromHeader } from '../shared/tokens.js';
import { inTransaction } from '../wallet/index.js';
import {
  type DocumentColumn,
  type DocumentName,
  decideDocument,
  findMemberById,
  type MemberRow,
  replaceDocument,
} from './repository.js';
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
  name: DocumentName;
  /** The document's name in news to the member. */
  label: MessageKey;
  status: keyof MemberRow;
  /** The "please upload" message when a required document is missing; none for optional ones. */
  missing?: MessageKey;
}

/** The contract's order: ID proof, hand-held ID photo, address proof, payment proof, then source of wealth. */
const documents: DocumentField[] = [
  {
    field: 'idcardProofId',
    column: 'idcard_proof_id',
    name: 'idcard_proof',
    label: 'documents.label.idcard',
    status: 'idcard_proof_status',
    missing: 'documents.idcardRequired',
  },
  {
    field: 'idcardHoldProofId',
    column: 'idcard_hold_proof_id',
    name: 'idcard_hold_proof',
    label: 'documents.label.idcardHold',
    status: 'idcard_hold_proof_status',
    missing: 'documents.idcardHoldRequired',
  },
  {
    field: 'addressProofId',
    column: 'address_proof_id',
    name: 'address_proof',
    label: 'documents.label.address',
    status: 'address_proof_status',
    missing: 'documents.addressRequired',
  },
  {
    field: 'paymentProofId',
    column: 'payment_proof_id',
    name: 'payment_proof',
    label: 'documents.label.payment',
    status: 'payment_proof_status',
    missing: 'documents.paymentRequired',
  },
  {
    field: 'sourceOfWealthProofId',
    column: 'source_of_wealth_proof_id',
    name: 'source_of_wealth_proof',
    label: 'documents.label.sourceOfWealth',
    status: 'source_of_wealth_proof_status',
  },
];

const APPROVED = 20;
const REFUSED = 30;

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

/** documents/update for the signed-in member, whose id routes.ts takes from the session. */
export async function updateDocuments(request: FastifyRequest, memberId: number) {
  const { db } = request.server;
  const member = await findMemberById(db, memberId);
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

export const documentFields = documents.map((document) => document.field);

/** One document of a member as the back office shows it: its file, status and refusal reason. */
export function documentsOf(member: MemberRow) {
  return documents.map((document) => {
    const name = document.name;
    return {
      field: document.field,
      fileId: member[document.column],
      status: member[document.status] as number,
      reason: (member as unknown as Record<string, string | null>)[`${name}_reason`] ?? null,
    };
  });
}

/**
 * The operator's decision on a document waiting for review: accepted (status 20) or refused (30)
 * with a reason the member reads beside it. The member hears of it in the news, in the same
 * transaction. Answers false when the document was not waiting for review.
 */
export async function reviewDocument(
  db: Db,
  memberId: number,
  field: DocumentFieldName,
  decision: 'approve' | 'refuse',
  reason: string | null,
): Promise<boolean> {
  const document = documents.find((candidate) => candidate.field === field);
  if (document === undefined) throw new RangeError(`unknown document ${field}`);
  const refusal = reason?.trim() ?? '';
  if (decision === 'refuse' && refusal === '') throw new RangeError('a refusal needs a reason');
  // In the caller's transaction when given one: the back office's audit row commits with the decision.
  return inTransaction(db, async (trx) => {
    const decided = await decideDocument(
      trx,
      memberId,
      document.name,
      decision === 'approve' ? APPROVED : REFUSED,
      decision === 'approve' ? null : refusal,
    );
    if (!decided) return false;
    const lang = (await findMemberById(trx, memberId))?.lang ?? 'es';
    const label = t(isLang(lang) ? lang : 'en', document.label);
    if (decision === 'approve') {
      await notifyMember(trx, memberId, NewsType.account, 'news.documentApproved', { document: label });
    } else {
      await notifyMember(trx, memberId, NewsType.account, 'news.documentRefused', {
        document: label,
        reason: refusal,
      });
    }
    return true;
  });
}

/**
 * The operator's verdict on the documents a cash-out needs (proof of ID and payment proof), through
 * the same review as any document: those waiting become approved (20) or refused (30, with the
 * reason, and the member uploads again). Answers how many changed.
 */
export async function reviewCashOutDocuments(
  db: Db,
  memberId: number,
  verdict: 'approve' | 'reject',
  reason: string | null,
): Promise<number> {
  let changed = 0;
  for (const field of ['idcardProofId', 'paymentProofId'] as const) {
    const decision = verdict === 'approve' ? 'approve' : 'refuse';
    if (await reviewDocument(db, memberId, field, decision, reason)) changed += 1;
  }
  return changed;
}
