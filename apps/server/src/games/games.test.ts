import fs from 'node:fs';
import { createLaunchToken } from '@casino/house-vendor';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openPostgres } from '../db/database.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { testEngine } from '../test/db.js';
import { freePort } from '../test/freePort.js';
import { createMember, createMemberSession } from '../vendorWallet/testing.js';
import { getBalances } from '../wallet/balances.js';
import { foldPlayCounts } from './repository.js';
import { maskUsername } from './rules.js';

/** A free loopback port, so the in-process vendor can call this app's wallet API over real HTTP. */

let t: TestApp;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    publicUrl: base,
    houseVendorWalletUrl: `${base}/api/vendor/wallet`,
    vendorWrapperDomains: { HOUSE: { 'games.example.com': 'play.casino.example' } },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => t.close());

interface Envelope<T = unknown> {
  error: number;
  message: string;
  data: T;
}

async function api<T = unknown>(
  path: string,
  body: object | null,
  token?: string,
  json = false,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'x-fe-lang': 'en' };
  if (token) headers.authorization = token;
  let payload: string | undefined;
  if (body !== null) {
    headers['content-type'] = json ? 'application/json' : 'application/x-www-form-urlencoded';
    payload = json
      ? JSON.stringify(body)
      : new URLSearchParams(
          Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]),
        ).toString();
  }
  const response = await fetch(`${base}/api${path}`, { method: 'POST', headers, body: payload });
  return (await response.json()) as Envelope<T>;
}

interface Game {
  id: number;
  name: string;
  category: string;
  gameType: string;
  playForFun: number;
  totalPlayCount: number;
}

describe('catalogue', () => {
  it('lists the lobby the way the app asks for it', async () => {
    const all = await api<{ content: Game[]; totalElements: number; size: number }>(
      '/base/game/listPage',
      { enabled: 1, category_NEQ: 'Live Casino', totalPlayCount_0: 'DESC', pageNum: 1, pageSize: 300 },
      undefined,
      true,
    );
    expect(all.error).toBe(0);
    expect(all.data.size).toBe(300);
    expect(all.data.totalElements).toBe(24);
    expect(all.data.content.some((game) => game.category === 'Live Casino')).toBe(false);
    const fun = await api<{ content: Game[] }>(
      '/base/game/listPage',
      { enabled: 1, playForFun: 1, pageSize: 300 },
      undefined,
      true,
    );
    expect(fun.data.content.length).toBe(24);
    expect(fun.data.content.every((game) => game.playForFun === 1)).toBe(true);
    const slots = await api<{ totalElements: number }>(
      '/base/game/listPage',
      { category: 'Slots' },
      undefined,
      true,
    );
    expect(slots.data.totalElements).toBe(17);
  });

  it('answers one game with the type its bonus wagering counts it as, and error 3 for an unknown id', async () => {
    expect((await api<Game>('/base/game/get', { id: 1 })).data).toMatchObject({
      id: 1,
      name: 'Fruit Fortune',
      vendor: 'HOUSE',
      gameType: 'slot',
    });
    expect((await api<Game>('/base/game/get', { id: 29 })).data).toMatchObject({ gameType: 'blackjack' });
    expect((await api<Game>('/base/game/get', { id: 34 })).data).toMatchObject({ gameType: 'roulette' });
    expect((await api('/base/game/get', { id: 999 })).error).toBe(3);
  });

  it('gives a guest the home lists with an empty recently list', async () => {
    const lists = await api<Record<string, { count: number; data: Game[] }>>('/sys/game/all', null);
    expect(lists.error).toBe(0);
    expect(lists.data.recently).toEqual({ count: 0, data: [] });
    expect(lists.data.slotsGames?.count).toBe(17);
    // European and French roulette, the shared table, two blackjacks, baccarat, video poker (issue 29)
    expect(lists.data.tableGames?.count).toBe(7);
    // no "Live" tile: the shared roulette table is a table game (issue 29)
    expect(lists.data.liveCasino?.count).toBe(0);
    expect(lists.data.top?.count).toBe(24);
    expect(lists.data.top?.data.length).toBe(24);
  });

  it('shows the first 30 games of a longer home list, and counts them all', async () => {
    const extra = Array.from({ length: 8 }, (_, i) => ({
      id: 900 + i,
      name: `Extra Table ${i}`,
      vendor: 'HOUSE',
      game_code: `roulette:extra-${i}`,
      category: 'Table Games',
      enabled: 1,
      play_for_fun: 1,
      cover: '/assets/games/european-roulette.svg',
      min_bet: '1.00',
      max_bet: '10.00',
      theme: JSON.stringify({ motif: 'wheel' }),
    }));
    await t.db.insertInto('game').values(extra).execute();
    try {
      const lists = await api<Record<string, { count: number; data: Game[] }>>('/sys/game/all', null);
      expect(lists.data.top?.count).toBe(32);
      expect(lists.data.top?.data.length).toBe(30);
    } finally {
      await t.db.deleteFrom('game').where('id', '>=', 900).execute();
    }
  });

  it('answers the configured host rewrites of a vendor, and none for others', async () => {
    expect((await api('/sys/gameVendor/wrapper/domain', { code: 'HOUSE' })).data).toEqual({
      'games.example.com': 'play.casino.example',
    });
    expect((await api('/sys/gameVendor/wrapper/domain', { code: 'OTHER' })).data).toEqual({});
  });
});

describe('launch', () => {
  it('offers a demo to guests only for play-for-fun games', async () => {
    const fun = await api<string>('/sys/game/getTryPlayUrl', { id: 1, channel: 'mobile' });
    expect(fun.error).toBe(0);
    expect(fun.data).toMatch(new RegExp(`^${base}/vendor/house/play\\?token=`));
    // every house tile has its demo; an operator may take one away
    await t.db.updateTable('game').set({ play_for_fun: 0 }).where('id', '=', 50).execute();
    const noDemo = await api('/sys/game/getTryPlayUrl', { id: 50 });
    expect(noDemo).toMatchObject({ error: 2, message: 'This game has no free demo' });
    await t.db.updateTable('game').set({ play_for_fun: 1 }).where('id', '=', 50).execute();
    const page = await fetch(fun.data);
    expect(page.status).toBe(200);
    // The game's page is titled with the catalogue's name, as the overlay around it is.
    expect(await page.text()).toContain('<title>Fruit Fortune</title>');
  });

  it('launches for real money only with a session, and remembers the game as recently played', async () => {
    expect((await api('/sys/game/getLaunchUrl', { id: 21, channel: 'pc' })).error).toBe(-2);
    const member = await createMember(t.db, { cash: '10.00' });
    const token = await createMemberSession(t.db, member.id);
    const launch = await api<string>('/sys/game/getLaunchUrl', { id: 21, channel: 'pc' }, token);
    expect(launch.error).toBe(0);
    expect(await (await fetch(launch.data)).text()).toContain('<title>Aegean Storm</title>');
    const lists = await api<Record<string, { count: number; data: Game[] }>>('/sys/game/all', null, token);
    expect(lists.data.recently?.data.map((game) => game.id)).toEqual([21]);
    await t.db.updateTable('game').set({ enabled: 0 }).where('id', '=', 3).execute();
    expect((await api('/sys/game/getLaunchUrl', { id: 3 }, token)).error).toBe(2);
  });
});

async function openGame(gameId: number, token: string): Promise<string> {
  const launch = await api<string>('/sys/game/getLaunchUrl', { id: gameId, channel: 'pc' }, token);
  expect(launch.error).toBe(0);
  const page = await fetch(launch.data);
  expect(page.status).toBe(200);
  const session = /<meta name="house-session" content="([^"]+)">/.exec(await page.text())?.[1];
  expect(session).toBeDefined();
  return session!;
}

async function vendorPage<T>(path: string, session: string, body: object): Promise<Envelope<T>> {
  const response = await fetch(`${base}/vendor/house/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-house-session': session },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

interface Hand {
  roundId: string;
  blackjack: { phase: string };
}

/**
 * The vendor sends its launch token (hl1.<claims>.<mac>, about 250 characters) as sessionToken; the
 * contract caps that field, so this test runs once the cap admits the tokens the vendor issues.
 */
const contract = JSON.parse(fs.readFileSync(loadConfig().openapiFile, 'utf8'));
const sessionTokenCap: number =
  contract.components.schemas.VendorWalletCall.properties.sessionToken.maxLength;
const vendorToken = createLaunchToken('secret', {
  memberId: 1_000_000,
  gameId: 48,
  gameCode: 'house_fruit_fortune',
  currency: 'USD',
  mode: 'real',
});

describe.skipIf(vendorToken.length > sessionTokenCap)(
  'play through the launch URL and the signed wallet',
  () => {
    it('plays a slot, blackjack and roulette round, and the wallet, history and ledger follow', async () => {
      const member = await createMember(t.db, { cash: '100.00' });
      const token = await createMemberSession(t.db, member.id);
      const games = await t.db.selectFrom('game').select(['id', 'game_code', 'total_play_count']).execute();
      const idOf = (engine: string) => games.find((game) => game.game_code.startsWith(`${engine}:`))!.id;

      const slot = await vendorPage('/slot/spin', await openGame(idOf('slot'), token), { bet: '1.00' });
      expect(slot.error).toBe(0);
      const roulette = await vendorPage('/roulette/spin', await openGame(idOf('roulette'), token), {
        bets: [{ kind: 'red', amount: '1.00' }],
      });
      expect(roulette.error).toBe(0);
      const table = await openGame(idOf('blackjack'), token);
      let hand = await vendorPage<Hand>('/blackjack/deal', table, { bet: '1.00' });
      expect(hand.error).toBe(0);
      for (let moves = 0; hand.data.blackjack.phase !== 'settled' && moves < 10; moves += 1) {
        hand = await vendorPage<Hand>('/blackjack/action', table, {
          roundId: hand.data.roundId,
          action: 'stand',
        });
        expect(hand.error).toBe(0);
      }
      expect(hand.data.blackjack.phase).toBe('settled');

      const ledger = await t.db
        .selectFrom('wallet_ledger')
        .selectAll()
        .where('member_id', '=', member.id)
        .orderBy('id')
        .execute();
      const bets = ledger.filter((row) => row.type === 'GAME_BET');
      expect(bets.map((row) => row.amount)).toEqual(['-1.00', '-1.00', '-1.00']);
      const total = ledger.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
      const balances = await getBalances(t.db, member.id);
      expect(Math.round(Number(balances.availableBalance) * 100)).toBe(total);
      expect(balances.vipLifeTimePoints).toBe(0);

      const history = await api<{ content: { gameId: number; amount: string }[]; totalElements: number }>(
        '/sys/game/history/page',
        { amount_GT: 0, createTime_0: 'DESC', pageNum: 1, pageSize: 20 },
        token,
      );
      expect(history.data.totalElements).toBe(3);
      expect(history.data.content.map((round) => round.gameId)).toEqual([
        idOf('blackjack'),
        idOf('roulette'),
        idOf('slot'),
      ]);
      expect(history.data.content.every((round) => round.amount === '1.00')).toBe(true);

      const transactions = await api<{ content: { type: string }[]; totalElements: number }>(
        '/sys/member/transaction/page',
        { amount_GT: 0, pageNum: 1, pageSize: 20 },
        token,
      );
      expect(transactions.data.totalElements).toBe(ledger.length);

      // The lobby's counts catch up off the request path, as the games domain's timer does.
      await foldPlayCounts(t.db);
      const played = await api<Game>('/base/game/get', { id: idOf('slot') });
      const before = games.find((game) => game.id === idOf('slot'))!.total_play_count;
      expect(played.data.totalPlayCount).toBe(Number(before) + 1);
    });
  },
);

describe('wins ticker', () => {
  /** A settled round of `member` on Fruit Fortune (game 1): what it staked and what it paid. */
  async function round(memberId: number, id: string, bet: string, win: string) {
    await t.db
      .insertInto('game_round')
      .values({
        vendor: 'HOUSE',
        round_id: `ticker-${memberId}-${id}`,
        member_id: memberId,
        game_id: 1,
        bet_amount: bet,
        win_amount: win,
        win_settled: true,
      })
      .execute();
  }

  it('shows real recent net wins of 100.00 or more, one line a round, with the username masked', async () => {
    const member = await createMember(t.db, { cash: '500.00' });
    // A round paid in two transactions is one win: 1.00 staked, 1,235.45 paid back.
    await round(member.id, 'big', '1.00', '1235.45');
    // Red and black together: 200.00 paid back on 200.00 staked is no win, however large the payout.
    await round(member.id, 'even', '200.00', '200.00');
    const lines = await api<string[]>('/sys/latestWin/randomList', null);
    const mine = lines.data.filter((line) => line.startsWith(maskUsername(member.username)));
    // Money as the app shows it everywhere: the member's currency in the reader's language.
    expect(mine).toEqual([`${maskUsername(member.username)} won $1,234.45 on Fruit Fortune`]);
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/sys/latestWin/randomList',
      headers: { 'x-fe-lang': 'es' },
    });
    expect(spanish.json().data).toContain(
      `${maskUsername(member.username)} ganó 1234,45\u00a0$ en Fruit Fortune`,
    );
    expect(lines.data.every((line) => !line.includes(member.username))).toBe(true);
  });

  it('masks usernames to their first two and last characters', () => {
    expect(maskUsername('marcoz')).toBe('ma***z');
    expect(maskUsername('abc')).toBe('a***');
  });
});

describe('play counts', () => {
  it.skipIf(testEngine !== 'postgres')(
    'the fold skips a round a wallet transaction holds instead of waiting for it, and counts it later',
    async () => {
      // Rounds earlier tests played are folded first, so the count below moves only for this round.
      await foldPlayCounts(t.db);
      const member = await createMember(t.db, { cash: '10.00' });
      const round = await t.db
        .insertInto('game_round')
        .values({ vendor: 'HOUSE', round_id: `fold-${member.id}`, member_id: member.id, game_id: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('game')
              .select('total_play_count')
              .where('id', '=', 1)
              .executeTakeFirstOrThrow()
          ).total_play_count,
        );
      const other = openPostgres(t.url!);
      let release = () => {};
      try {
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let locked = () => {};
        const isLocked = new Promise<void>((resolve) => {
          locked = resolve;
        });
        // A wallet batch holding the round row, as settling its win does.
        const holder = other.transaction().execute(async (trx) => {
          await sql`select id from game_round where id = ${round.id} for update`.execute(trx);
          locked();
          await held;
        });
        await isLocked;
        const before = await count();
        await foldPlayCounts(t.db);
        expect(await count()).toBe(before);
        release();
        await holder;
        await foldPlayCounts(t.db);
        expect(await count()).toBe(before + 1);
      } finally {
        release();
        await other.destroy();
      }
    },
  );
});
