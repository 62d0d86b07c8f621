import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { chunks, readSeedJson } from '../db/seedFile.js';
import { fetchPage, type ListQuery, type Page } from '../http/listQuery.js';
import { money } from '../shared/money.js';
import { tileFacts } from './houseGames.js';
import type { GameTable } from './schema.js';
import './schema.js';

interface SeedGame {
  id: number;
  name: string;
  vendor: string;
  gameCode: string;
  category: string;
  enabled: number;
  playForFun: number;
  cover: string;
  minBet: string;
  maxBet: string;
  theme: unknown;
}

/** Loads games.json; games already present (and their play counts) are left as they are. */
export async function seedGames(db: Db): Promise<void> {
  const games = readSeedJson<SeedGame[]>('games.json');
  for (const slice of chunks(games)) {
    await db
      .insertInto('game')
      .values(
        slice.map((game) => ({
          id: game.id,
          name: game.name,
          vendor: game.vendor,
          game_code: game.gameCode,
          category: game.category,
          enabled: game.enabled,
          play_for_fun: game.playForFun,
          cover: game.cover,
          min_bet: game.minBet,
          max_bet: game.maxBet,
          theme: JSON.stringify(game.theme),
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}

/**
 * Adds the rounds started since the last fold to game.total_play_count. Bets never touch the game row
 * (it would be one row every concurrent bet of a popular game waits for); a timer catches the
 * catalogue up instead, off the request path (games/index.ts). Rows a wallet batch holds are skipped
 * and counted next time, so the fold never waits on, or deadlocks with, the wallet; each round row
 * flips once, so two instances folding at once never count a round twice.
 */
export async function foldPlayCounts(db: Db): Promise<void> {
  await sql`
    with c as (
      update game_round set counted = true
      where id in (select id from game_round where not counted limit 10000 for update skip locked)
      returning game_id)
    update game set total_play_count = game.total_play_count + n.rounds
    from (select game_id, count(*) as rounds from c group by game_id) n
    where game.id = n.game_id`.execute(db);
}

export type GameRow = Selectable<GameTable>;

/** The Game schema of the contract. */
export function toGame(row: GameRow) {
  return {
    id: row.id,
    name: row.name,
    vendor: row.vendor,
    cover: row.cover,
    category: row.category,
    // As the wallet counts it toward a bonus (split_part(game_code, ':', 1) in vendor_bet).
    gameType: row.game_code.split(':')[0] ?? row.game_code,
    enabled: row.enabled,
    playForFun: row.play_for_fun,
    totalPlayCount: Number(row.total_play_count),
    minBet: money(row.min_bet),
    maxBet: money(row.max_bet),
    ...tileFacts(row.vendor, row.game_code),
  };
}
export type Game = ReturnType<typeof toGame>;

/** The vendor and code of every game the lobby lists. */
export async function listedCodes(db: Db) {
  return db.selectFrom('game').select(['vendor', 'game_code']).where('enabled', '=', 1).execute();
}

export async function findGame(db: Db, id: number): Promise<GameRow | undefined> {
  return db.selectFrom('game').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The lobby asks for the most played first (spec 000 §7); the operator's positioned games come before
 * those (ascending puts the unpositioned, null, last). Any other order asked for is left as asked.
 */
function withLobbyOrder(query: ListQuery): ListQuery {
  if (query.order[0]?.column !== 'total_play_count') return query;
  return { ...query, order: [{ column: 'sort_index', direction: 'asc' }, ...query.order] };
}

export async function listGames(db: Db, query: ListQuery, nameLike: string | undefined): Promise<Page<Game>> {
  let select = db.selectFrom('game').selectAll();
  if (nameLike !== undefined && nameLike.trim() !== '') {
    select = select.where(sql<boolean>`strpos(lower(name), lower(${nameLike.trim()})) > 0`);
  }
  return fetchPage(select, withLobbyOrder(query), toGame);
}

const homeListSize = 30;

async function countAndData(db: Db, category: string | undefined) {
  let base = db.selectFrom('game').where('enabled', '=', 1);
  if (category !== undefined) base = base.where('category', '=', category);
  const counted = await base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('sort_index', 'asc')
    .orderBy('total_play_count', 'desc')
    .orderBy('id')
    .limit(homeListSize)
    .execute();
  return { count: Number(counted.total), data: rows.map(toGame) };
}

/** The member's last launched enabled games, newest first (contract: recently). */
async function recentlyPlayed(db: Db, memberId: number | undefined) {
  if (memberId === undefined) return { count: 0, data: [] };
  const rows = await db
    .selectFrom('game')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('game_launch')
          .select(['game_id', sql<Date>`max(created_at)`.as('last_launch')])
          .where('member_id', '=', memberId)
          .groupBy('game_id')
          .as('recent'),
      (join) => join.onRef('recent.game_id', '=', 'game.id'),
    )
    .selectAll('game')
    .where('game.enabled', '=', 1)
    .orderBy('recent.last_launch', 'desc')
    .orderBy('game.id')
    .limit(homeListSize)
    .execute();
  return { count: rows.length, data: rows.map(toGame) };
}

export async function homeLists(db: Db, memberId: number | undefined) {
  return {
    recently: await recentlyPlayed(db, memberId),
    top: await countAndData(db, undefined),
    slotsGames: await countAndData(db, 'Slots'),
    tableGames: await countAndData(db, 'Table Games'),
    liveCasino: await countAndData(db, 'Live Casino'),
  };
}

export async function recordLaunch(
  db: Db,
  launch: {
    tokenHash: string;
    memberId: number;
    gameId: number;
    vendor: string;
    channel: 'pc' | 'mobile';
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('game_launch')
    .values({
      token_hash: launch.tokenHash,
      member_id: launch.memberId,
      game_id: launch.gameId,
      vendor: launch.vendor,
      channel: launch.channel,
      expires_at: launch.expiresAt,
    })
    .execute();
}

/** The member's rounds for the game history (GameHistoryItem), newest first by default. */
export async function gameHistory(db: Db, memberId: number, query: ListQuery) {
  const select = db
    .selectFrom('game_round')
    .innerJoin('game', 'game.id', 'game_round.game_id')
    .select([
      'game_round.id',
      'game_round.game_id',
      'game_round.round_id',
      'game_round.bet_amount',
      'game_round.win_amount',
      'game_round.created_at',
      'game.name',
      'game.cover',
    ])
    .where('game_round.member_id', '=', memberId);
  return fetchPage(select, query, (row) => ({
    id: Number(row.id),
    gameId: row.game_id,
    name: row.name,
    cover: row.cover,
    roundId: row.round_id,
    amount: money(row.bet_amount),
    winAmount: money(row.win_amount),
    createTime: row.created_at.toISOString(),
  }));
}

/**
 * Rounds settled in the last day that paid back at least `minimum` more than they staked (issue 32
 * §11): a round is one line however many win transactions paid it, and red and black together (paid
 * back what was staked) is no win. The winner's username and currency, the game name, the net win.
 */
export async function recentWins(db: Db, minimum: string, limit: number) {
  return db
    .selectFrom('game_round')
    .innerJoin('member', 'member.id', 'game_round.member_id')
    .innerJoin('game', 'game.id', 'game_round.game_id')
    .select([
      'member.username',
      'member.currency',
      'game.name as gameName',
      sql<string>`game_round.win_amount - game_round.bet_amount`.as('amount'),
    ])
    .where('game_round.win_settled', '=', true)
    .where(sql<boolean>`game_round.win_amount > game_round.bet_amount`)
    .where(sql<boolean>`game_round.win_amount - game_round.bet_amount >= ${minimum}::numeric`)
    .where('game_round.updated_at', '>', sql<Date>`now() - interval '1 day'`)
    .orderBy('game_round.updated_at', 'desc')
    .orderBy('game_round.id', 'desc')
    .limit(limit)
    .execute();
}

/** A member's latest rounds (the back office's player view). */
export async function latestRoundsOf(db: Db, memberId: number, limit: number) {
  const rows = await db
    .selectFrom('game_round')
    .innerJoin('game', 'game.id', 'game_round.game_id')
    .select([
      'game_round.id',
      'game_round.round_id',
      'game_round.bet_amount',
      'game_round.win_amount',
      'game_round.created_at',
      'game.name',
    ])
    .where('game_round.member_id', '=', memberId)
    .orderBy('game_round.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    roundId: row.round_id,
    game: row.name,
    bet: money(row.bet_amount),
    win: money(row.win_amount),
    createTime: row.created_at.toISOString(),
  }));
}

/** Every game as the back office edits it, in the lobby's order: positioned first, then by name. */
export async function allGames(db: Db) {
  return db
    .selectFrom('game')
    .select(['id', 'name', 'vendor', 'category', 'enabled', 'sort_index as sortIndex'])
    .orderBy('sort_index', 'asc')
    .orderBy('name')
    .execute();
}

export async function updateGame(
  db: Db,
  id: number,
  changes: { enabled?: 0 | 1; category?: string; sort_index?: number | null },
) {
  const columns = ['id', 'name', 'category', 'enabled', 'sort_index as sortIndex'] as const;
  const before = await db
    .selectFrom('game')
    .select(columns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (before === undefined) return undefined;
  const after = await db
    .updateTable('game')
    .set(changes)
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow();
  return { before, after };
}

/** Rounds, bets and wins per game and currency in [from, to) (the back office's games report). */
export async function gameFigures(db: Db, from: Date, to: Date) {
  const rows = await db
    .selectFrom('game_round as r')
    .innerJoin('game as g', 'g.id', 'r.game_id')
    .innerJoin('member as m', 'm.id', 'r.member_id')
    .select([
      'g.name as game',
      'm.currency as currency',
      sql<number>`count(*)`.as('rounds'),
      sql<number>`count(distinct r.member_id)`.as('players'),
      sql<string>`coalesce(sum(r.bet_amount), 0)`.as('bets'),
      sql<string>`coalesce(sum(r.win_amount), 0)`.as('wins'),
      sql<string>`coalesce(sum(r.bet_amount - r.win_amount), 0)`.as('ggr'),
    ])
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', to)
    .groupBy(['g.name', 'm.currency'])
    .orderBy('g.name')
    .orderBy('m.currency')
    .execute();
  return rows.map((row) => ({
    game: row.game,
    currency: row.currency,
    rounds: Number(row.rounds),
    players: Number(row.players),
    bets: money(row.bets),
    wins: money(row.wins),
    ggr: money(row.ggr),
  }));
}
