import type { FastifyRequest } from 'fastify';
import { depositOrdersIn } from '../deposits/index.js';
import { countJoined, membersAwaitingReview } from '../members/index.js';
import { ledgerFigures } from '../wallet/index.js';
import { countByStatus } from '../withdrawals/index.js';
import { countPending } from './approvals.js';

const DAY = 86_400_000;

/** Today, the last 7 and the last 30 days, each from 00:00 UTC of its first day until now. */
export function periods(now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return [
    { name: 'today' as const, from: today },
    { name: 'last7Days' as const, from: new Date(today.getTime() - 6 * DAY) },
    { name: 'last30Days' as const, from: new Date(today.getTime() - 29 * DAY) },
  ].map((period) => ({ ...period, to: new Date(now.getTime() + 1) }));
}

/** The figures of each period from the ledger, new players, and the queues waiting for someone. */
export async function dashboard(request: FastifyRequest) {
  const { db } = request.server;
  const now = new Date();
  const figures = await Promise.all(
    periods(now).map(async (period) => ({
      period: period.name,
      from: period.from.toISOString(),
      to: now.toISOString(),
      newPlayers: await countJoined(db, period.from, period.to),
      byCurrency: await ledgerFigures(db, period.from, period.to),
    })),
  );
  const [cashOuts, documents, deposits, approvals] = await Promise.all([
    countByStatus(db),
    membersAwaitingReview(db),
    depositOrdersIn(db, ['review']),
    countPending(db),
  ]);
  return {
    periods: figures,
    queues: {
      cashOutsPending: cashOuts[0] ?? 0,
      cashOutsToPay: (cashOuts[20] ?? 0) + (cashOuts[29] ?? 0),
      cashOutsReconciling: cashOuts[35] ?? 0,
      approvalsPending: approvals,
      documentsToReview: documents.length,
      depositsInReview: deposits.length,
    },
  };
}
