import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentMember } from '../auth/index.js';
import { text } from '../http/body.js';
import type { Domain } from '../http/domain.js';
import { ApiError, type Envelope, ErrorCode, invalid } from '../http/envelope.js';
import { type ListSpec, parseListQuery } from '../http/listQuery.js';
import { langOf, t } from '../i18n/index.js';
import { sendCashOutLookupCode } from '../mail/index.js';
import { applyCashOut, cancelCashOut, openLookup, readLookup, withdrawalId } from './cashOuts.js';
import { pageOfMember, toRecord, type WithdrawRecord } from './repository.js';
import { readApplication } from './rules.js';

export const withdrawalListSpec = {
  filters: { status: { column: 'member_status', type: 'integer', operators: ['eq', 'in'] } },
  sorts: { createTime: 'created_at' },
  defaultOrder: [['created_at', 'desc']],
  tieBreaker: 'id',
} satisfies ListSpec;

function bodyField(request: FastifyRequest, name: string): unknown {
  const body = request.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * The contract answers a new request with "withdrawal request submitted" besides the record and the
 * lookup code, which is also mailed; a mail outage does not undo the cash-out (the code is on screen).
 */
async function apply(request: FastifyRequest, reply: FastifyReply) {
  const member = currentMember(request);
  const made = await applyCashOut(request.server.db, member.id, readApplication(request.body));
  try {
    await sendCashOutLookupCode(request.server, made, langOf(request), {
      id: made.row.id,
      code: made.lookupCode,
    });
  } catch (error) {
    request.log.error({ err: error, withdrawalId: made.row.id }, 'cash-out lookup code mail not sent');
  }
  const envelope: Envelope<WithdrawRecord & { lookupCode: string }> = {
    error: ErrorCode.ok,
    message: t(langOf(request), 'withdraw.submitted'),
    data: { ...toRecord(made.row), lookupCode: made.lookupCode },
  };
  return reply.send(envelope);
}

async function cancel(request: FastifyRequest) {
  const member = currentMember(request);
  const id = withdrawalId(bodyField(request, 'id'));
  if (id === undefined) throw new ApiError(ErrorCode.notFound, 'withdraw.notFound');
  return toRecord(await cancelCashOut(request.server.db, member.id, id));
}

async function queryLogin(request: FastifyRequest) {
  const username = text(request, 'username').trim();
  const rawId = bodyField(request, 'id');
  if (username === '') throw invalid('validation.required', { field: 'username' });
  if (rawId === undefined || rawId === null || rawId === '')
    throw invalid('validation.required', { field: 'id' });
  const code = text(request, 'code');
  if (code.trim() === '') throw invalid('validation.required', { field: 'code' });
  return openLookup(request.server.db, username, withdrawalId(rawId), code);
}

async function queryDetail(request: FastifyRequest) {
  const token = text(request, 'queryToken').trim();
  if (token === '') throw invalid('validation.required', { field: 'queryToken' });
  return toRecord(await readLookup(request.server.db, token));
}

/**
 * Cash-out requests (spec 002 §2-5): apply, history, cancel, and the lookup without login. The
 * configuration and the method list are the payments domain's; the money moves in the wallet.
 * Operators move requests on with the review command (withdrawals/operator.ts).
 */
export const withdrawals: Domain = {
  name: 'withdrawals',
  handlers: {
    applyWithdraw: apply,
    listWithdrawals: async (request) =>
      pageOfMember(
        request.server.db,
        currentMember(request).id,
        parseListQuery(request.body, withdrawalListSpec),
      ),
    cancelWithdraw: cancel,
    withdrawQueryLogin: { handler: queryLogin, rateLimited: true },
    withdrawQueryDetail: queryDetail,
  },
};
