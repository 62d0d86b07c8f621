import type { FastifyRequest } from 'fastify';
import { currentMember } from '../auth/index.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode, refused } from '../http/envelope.js';
import { type ListSpec, parseListQuery } from '../http/listQuery.js';
import { formatMoney, langOf, t } from '../i18n/index.js';
import { findMemberById } from '../members/index.js';
import { money } from '../shared/money.js';
import { playBlocked } from '../wallet/index.js';
import { tileFacts } from './houseGames.js';
import { type Channel, launchForFun, launchForMember } from './launch.js';
import * as repository from './repository.js';
import { maskUsername, shuffled } from './rules.js';

const integer = { type: 'integer' } as const;

/** What each list operation accepts (contract descriptions); everything else in a body is ignored. */
export const listSpecs = {
  games: {
    filters: {
      enabled: { column: 'enabled', ...integer },
      playForFun: { column: 'play_for_fun', ...integer },
      category: { column: 'category', type: 'string', operators: ['eq', 'neq'] },
      vendor: { column: 'vendor', type: 'string' },
      id: { column: 'id', ...integer, operators: ['in'] },
    },
    sorts: { totalPlayCount: 'total_play_count', name: 'name' },
    defaultOrder: [['total_play_count', 'desc']],
    tieBreaker: 'id',
  },
  history: {
    // amount_GT 0 (what the app sends) hides rounds whose bets were all rolled back.
    filters: {
      amount: { column: 'game_round.bet_amount', ...integer, operators: ['gt'] },
      gameId: { column: 'game_round.game_id', ...integer },
    },
    sorts: { createTime: 'game_round.created_at' },
    defaultOrder: [['game_round.created_at', 'desc']],
    tieBreaker: 'game_round.id',
  },
} satisfies Record<string, ListSpec>;

/** Lines the ticker shows at most, and the smallest win worth a line (contract: getLatestWins). */
const tickerLines = 20;
const tickerMinimum = '100.00';

const notFound = () => new ApiError(ErrorCode.notFound, 'games.notFound');

interface IdBody {
  id: number;
  channel?: Channel;
}

async function gameOf(request: FastifyRequest) {
  const game = await repository.findGame(request.server.db, (request.body as IdBody).id);
  if (game === undefined) throw notFound();
  return game;
}

async function getLaunchUrl(request: FastifyRequest) {
  const { db, config } = request.server;
  const session = currentMember(request);
  const game = await gameOf(request);
  if (game.enabled !== 1) throw refused('games.disabled');
  const member = await findMemberById(db, session.id);
  if (member === undefined) throw new ApiError(ErrorCode.session, 'common.sessionExpired');
  if (await playBlocked(db, member)) throw refused('games.blocked');
  return launchForMember(db, config, member, game, (request.body as IdBody).channel ?? 'pc', langOf(request));
}

async function getTryPlayUrl(request: FastifyRequest) {
  const game = await gameOf(request);
  if (game.enabled !== 1) throw refused('games.disabled');
  if (game.play_for_fun !== 1) throw refused('games.noDemo');
  // Guests have no currency; the demo balance is play money shown in the first account currency.
  return launchForFun(
    request.server.config,
    game,
    'USD',
    (request.body as IdBody).channel ?? 'pc',
    langOf(request),
  );
}

/** The session is optional here: a guest sees the lists with an empty `recently`. */
async function getHomeGameLists(request: FastifyRequest) {
  return repository.homeLists(request.server.db, request.member?.id);
}

async function getLatestWins(request: FastifyRequest) {
  const wins = await repository.recentWins(request.server.db, tickerMinimum, tickerLines);
  const lang = langOf(request);
  return shuffled(wins).map((win) =>
    t(lang, 'games.winLine', {
      user: maskUsername(win.username),
      amount: formatMoney(lang, money(win.amount), win.currency),
      game: win.gameName,
    }),
  );
}

export const games: Domain = {
  name: 'games',
  plugin: async (app) => {
    await repository.seedGames(app.db);
    // The fruit slot's strips are counted and blackjack's strategy worked out (a fifth of a second) here,
    // before the server listens, rather than in the first lobby request.
    for (const game of await repository.listedCodes(app.db)) tileFacts(game.vendor, game.game_code);
    if (app.config.playCountSeconds === 0) return;
    const timer = setInterval(() => {
      app.metrics
        .job('playCountFold', () => repository.foldPlayCounts(app.db))
        .catch((error: unknown) => app.log.error({ err: error }, 'play count fold failed'));
    }, app.config.playCountSeconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  handlers: {
    getGame: async (request) => repository.toGame(await gameOf(request)),
    listGames: async (request) => {
      const body = (request.body ?? {}) as { name_LIKE?: string };
      return repository.listGames(
        request.server.db,
        parseListQuery(request.body, listSpecs.games),
        body.name_LIKE,
      );
    },
    getHomeGameLists: { handler: getHomeGameLists, optionalSession: true },
    getLaunchUrl,
    getTryPlayUrl,
    listGameHistory: async (request) =>
      repository.gameHistory(
        request.server.db,
        currentMember(request).id,
        parseListQuery(request.body, listSpecs.history),
      ),
    getVendorWrapperDomain: async (request) =>
      request.server.config.vendorWrapperDomains[(request.body as { code: string }).code] ?? {},
    getLatestWins,
  },
};
