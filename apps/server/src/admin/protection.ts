import type { FastifyRequest } from 'fastify';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import { findMemberById } from '../members/index.js';
import { breaksOf, historyOf, limitsOf, takeTimeOut } from '../protection/index.js';
import { audit } from './audited.js';
import { bodyOf, reasonOf, textOf } from './fields.js';
import { currentOperator } from './session.js';

const periods = ['24h', '7d', '30d', '6w'] as const;

async function memberOf(request: FastifyRequest) {
  const body = bodyOf(request);
  const member = await findMemberById(
    request.server.db,
    typeof body.memberId === 'number' ? body.memberId : 0,
  );
  if (member === undefined) throw new ApiError(ErrorCode.notFound, 'common.notFound');
  return member;
}

/** A player's limits, breaks and protection history (issue 30). */
export async function playerProtection(request: FastifyRequest) {
  const { db } = request.server;
  const member = await memberOf(request);
  const [limits, breaks, history] = await Promise.all([
    limitsOf(db, member.id),
    breaksOf(db, member.id),
    historyOf(db, member.id),
  ]);
  return { limits, breaks, history };
}

/** An operator may put a player on a time-out; lifting one is nobody's to do before it ends. */
export async function timeOut(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const member = await memberOf(request);
  const period = periods.find((candidate) => candidate === textOf(body.period));
  if (period === undefined) throw invalid('validation.invalid', { field: 'period' });
  const reason = reasonOf(body.reason);
  const operator = currentOperator(request);
  const started = await takeTimeOut(db, member.id, period, { operatorId: operator.id, reason });
  await audit(db, request, {
    target: { type: 'member', id: member.id },
    before: null,
    after: { timeOut: period, endsAt: started.endsAt },
    reason,
  });
  return started;
}
