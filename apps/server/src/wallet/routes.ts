import type { FastifyRequest } from 'fastify';
import { currentMember } from '../auth/index.js';
import type { Domain } from '../http/domain.js';
import { invalid } from '../http/envelope.js';
import { type ListSpec, parseListQuery } from '../http/listQuery.js';
import { findMemberById } from '../members/index.js';
import { playBlocked } from './block.js';
import { listTransactions } from './transactions.js';

export const transactionListSpec = {
  filters: {
    type: { column: 'type', type: 'string', operators: ['eq', 'in'] },
    class: { column: 'class', type: 'integer' },
  },
  sorts: { createTime: 'created_at' },
  defaultOrder: [['created_at', 'desc']],
  tieBreaker: 'id',
} satisfies ListSpec;

/**
 * amount_GT compares the size of the change: the app sends 0 to hide rows that moved nothing, and
 * bets (negative rows) must stay listed with their minus sign (spec 002 §4).
 */
function amountAbove(request: FastifyRequest): number | undefined {
  const raw = (request.body as Record<string, unknown> | undefined)?.amount_GT;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw invalid('validation.invalid', { field: 'amount_GT' });
  return value;
}

export const wallet: Domain = {
  name: 'wallet',
  handlers: {
    listTransactions: async (request) =>
      listTransactions(
        request.server.db,
        currentMember(request).id,
        parseListQuery(request.body, transactionListSpec),
        amountAbove(request),
      ),
    // A disabled member is answered 0 (blocked) here rather than sent to login mid-game.
    checkBlock: {
      handler: async (request) => {
        const member = await findMemberById(request.server.db, currentMember(request).id);
        return member === undefined || (await playBlocked(request.server.db, member)) ? 0 : 1;
      },
      allowDisabledMember: true,
    },
  },
};
