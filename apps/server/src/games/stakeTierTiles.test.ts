import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as stakeTierTiles } from '../db/migrations/2151_stake_tier_tiles.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { distinctGames } from './testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The eight stake tiers as the catalogue had them before migration 2151. */
const tiers: [id: number, name: string, gameCode: string][] = [
  [30, 'Blackjack Low Stakes', 'blackjack:low-stakes'],
  [31, 'Blackjack Silver', 'blackjack:silver'],
  [32, 'Blackjack Gold', 'blackjack:gold'],
  [33, 'Blackjack High Roller', 'blackjack:high-roller'],
  [35, 'Roulette Low Stakes', 'roulette:low-stakes'],
  [36, 'Roulette Silver', 'roulette:silver'],
  [37, 'Roulette Gold', 'roulette:gold'],
  [38, 'Roulette High Roller', 'roulette:high-roller'],
];

async function enabledTiles() {
  return t.db
    .selectFrom('game')
    .select(['name', 'game_code as gameCode'])
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();
}

describe('migration 2151 on a database that has the stake tiers', () => {
  it('removes the tiers that only reopened European Roulette and Blackjack Classic, disabling those history names', async () => {
    for (const [id, name, gameCode] of tiers) {
      const values = {
        id,
        name,
        vendor: 'HOUSE',
        game_code: gameCode,
        category: 'Table Games',
        enabled: 1,
        play_for_fun: 1,
        cover: `/assets/games/${gameCode.replace(':', '-')}.svg`,
        min_bet: '5.00',
        max_bet: '1000.00',
        theme: JSON.stringify({ motif: 'wheel' }),
      };
      await t.db
        .insertInto('game')
        .values(values)
        .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
        .execute();
    }
    // before: 32 tiles, eight of them stake tiers whose codes name no game of their own
    expect(distinctGames(await enabledTiles()).unopened).toEqual(tiers.map(([, name]) => name));
    const { memberId } = await memberWithSession(t.db);
    await sql`insert into game_launch (token_hash, member_id, game_id, vendor, channel, expires_at)
      values ('stake-tier-test', ${memberId}, 37, 'HOUSE', 'mobile', now())`.execute(t.db);

    await stakeTierTiles(t.db);

    const rows = await t.db
      .selectFrom('game')
      .select(['id', 'name', 'enabled'])
      .where(
        'id',
        'in',
        tiers.map(([id]) => id),
      )
      .execute();
    // the Gold roulette has a launch in history: it keeps its name, disabled
    expect(rows).toEqual([{ id: 37, name: 'Roulette Gold', enabled: 0 }]);
    const after = await enabledTiles();
    expect(distinctGames(after)).toEqual({ unopened: [], shared: [] });
    expect(after).toHaveLength(24);
  });
});
