import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parseAmount } from '../http/amount.js';
import { ApiError, ErrorCode, invalid, success } from '../http/envelope.js';
import { findMemberByLogin } from '../members/index.js';
import { formatCents } from '../shared/money.js';
import { credit } from './ledger.js';

/**
 * A developer's way to fund an account on a machine with no payment provider: POST /dev/wallet/credit
 * with JSON {username, amount}. It stands in for a confirmed deposit, so it books a DEPOSIT cash row
 * like one (and counts as the first deposit a cash-out requires). Registered only outside production
 * (see ../http/devRoutes.ts), like /dev/mailbox.
 */
export async function devCreditRoute(app: FastifyInstance): Promise<void> {
  app.post('/dev/wallet/credit', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const amount = typeof body.amount === 'string' ? body.amount : '';
    if (username === '') throw invalid('validation.invalid', { field: 'username' });
    const cents = parseAmount(amount);
    if (cents === undefined || cents <= 0n || cents > 10_000_000n) {
      throw invalid('validation.invalid', { field: 'amount' });
    }
    const member = await findMemberByLogin(app.db, username);
    if (!member) throw new ApiError(ErrorCode.notFound, 'common.notFound');
    const result = await credit(app.db, {
      memberId: member.id,
      type: 'DEPOSIT',
      class: 1,
      amount: formatCents(cents),
      externalRef: `dev:${randomUUID()}`,
    });
    return success({ balanceAfter: result.balanceAfter });
  });
}
