import type { FastifyRequest } from 'fastify';
import { gameFigures } from '../games/index.js';
import { invalid } from '../http/envelope.js';
import { protectionReport } from '../protection/index.js';
import { ledgerFigures } from '../wallet/index.js';
import { bodyOf, dayOf } from './fields.js';

const DAY = 86_400_000;
/** A year and a day: reports are for periods, not for the whole history at once. */
const MAX_DAYS = 367;

/**
 * A report over [from, to] (whole UTC days): `daily` is the dashboard's ledger figures per day and
 * currency, `games` rounds, players, bets, wins and GGR per game and currency. The back office exports
 * each as CSV. `protection` lists the exclusions, breaks and limit hits (issue 30).
 */
export async function report(request: FastifyRequest) {
  const { db } = request.server;
  const body = bodyOf(request);
  const from = dayOf(body.from, 'from');
  const to = new Date(dayOf(body.to, 'to').getTime() + DAY);
  if (to <= from || to.getTime() - from.getTime() > MAX_DAYS * DAY)
    throw invalid('validation.invalid', { field: 'to' });
  if (body.kind === 'daily') {
    const rows = await ledgerFigures(db, from, to, true);
    return {
      kind: 'daily',
      columns: [
        'day',
        'currency',
        'deposits',
        'cashOuts',
        'bets',
        'wins',
        'ggr',
        'bonusCost',
        'ngr',
        'activePlayers',
      ],
      rows: rows.map((row) => [
        row.day ?? '',
        row.currency,
        row.deposits,
        row.cashOuts,
        row.bets,
        row.wins,
        row.ggr,
        row.bonusCost,
        row.ngr,
        String(row.activePlayers),
      ]),
    };
  }
  if (body.kind === 'games') {
    const rows = await gameFigures(db, from, to);
    return {
      kind: 'games',
      columns: ['game', 'currency', 'rounds', 'players', 'bets', 'wins', 'ggr'],
      rows: rows.map((row) => [
        row.game,
        row.currency,
        String(row.rounds),
        String(row.players),
        row.bets,
        row.wins,
        row.ggr,
      ]),
    };
  }
  if (body.kind === 'protection') return protectionReport(db, from, to);
  throw invalid('validation.invalid', { field: 'kind' });
}
