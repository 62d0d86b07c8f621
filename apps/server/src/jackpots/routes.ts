import type { FastifyRequest } from 'fastify';
import type { Domain } from '../http/domain.js';
import { findMemberById } from '../members/index.js';
import { defaultCurrency, jackpotValues } from './pool.js';

/** The pools in the member's currency, or the default currency for a guest (contract: listJackpots). */
async function listJackpots(request: FastifyRequest) {
  const { db } = request.server;
  const member = request.member ? await findMemberById(db, request.member.id) : undefined;
  return jackpotValues(db, member?.currency ?? (await defaultCurrency(db)));
}

export const jackpots: Domain = {
  name: 'jackpots',
  handlers: {
    listJackpots: { handler: listJackpots, optionalSession: true },
  },
};
