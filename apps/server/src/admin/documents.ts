import type { FastifyReply, FastifyRequest } from 'fastify';
import { readMemberFile } from '../files/index.js';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import {
  type DocumentFieldName,
  documentFields,
  documentsOf,
  findMemberById,
  membersAwaitingReview,
  reviewDocument,
} from '../members/index.js';
import { audit, OperatorRefusal } from './audited.js';
import { bodyOf, reasonOf, textOf } from './fields.js';

const notFound = () => new ApiError(ErrorCode.notFound, 'common.notFound');

function documentOf(value: unknown): DocumentFieldName {
  const field = documentFields.find((candidate) => candidate === value);
  if (field === undefined) throw invalid('validation.invalid', { field: 'document' });
  return field;
}

function memberIdOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) throw notFound();
  return value;
}

/** Members with documents waiting for review, the longest waiting first. */
export async function queue(request: FastifyRequest) {
  const members = await membersAwaitingReview(request.server.db);
  return members.map((member) => ({
    memberId: member.id,
    username: member.username,
    updatedAt: member.updated_at.toISOString(),
    documents: documentsOf(member),
  }));
}

/**
 * The upload itself, to operators only (the route's guard): never cached, never sniffed, and it can
 * run nothing even when opened on its own.
 */
export async function file(request: FastifyRequest, reply: FastifyReply) {
  const { db, config } = request.server;
  const body = bodyOf(request);
  const memberId = memberIdOf(body.memberId);
  const field = documentOf(body.document);
  const member = await findMemberById(db, memberId);
  const fileId = member === undefined ? null : documentsOf(member).find((d) => d.field === field)?.fileId;
  const stored = fileId ? await readMemberFile(db, config, memberId, fileId) : undefined;
  if (stored === undefined) throw notFound();
  // Identity documents are the most sensitive files held: each reading leaves an audit row.
  await audit(db, request, { target: { type: 'member', id: memberId }, after: { document: field } });
  return reply
    .type(stored.mime)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .header('content-disposition', 'inline')
    .send(stored.bytes);
}

/** Approve or refuse one document waiting for review; a refusal needs a reason the member reads. */
export async function review(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const memberId = memberIdOf(body.memberId);
  const field = documentOf(body.document);
  const decision = textOf(body.decision);
  if (decision !== 'approve' && decision !== 'refuse')
    throw invalid('validation.invalid', { field: 'decision' });
  const reason = decision === 'refuse' ? reasonOf(body.reason) : textOf(body.reason) || null;
  return db.transaction().execute(async (trx) => {
    const decided = await reviewDocument(trx, memberId, field, decision, reason);
    if (!decided) throw new OperatorRefusal('the document is not waiting for review');
    const member = (await findMemberById(trx, memberId))!;
    const after = documentsOf(member).find((document) => document.field === field)!;
    await audit(trx, request, {
      target: { type: 'member', id: memberId },
      before: { document: field, status: 10 },
      after: { document: field, status: after.status },
      reason,
    });
    return after;
  });
}
