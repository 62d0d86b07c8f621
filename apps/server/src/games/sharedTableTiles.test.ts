import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as sharedRouletteTable } from '../db/migrations/2080_shared_roulette_table.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A tile as the catalogue had it before issue 29's shared table. */
async function oldTile(id: number, name: string, gameCode: string) {
  const values = {
    id,
    name,
    vendor: 'HOUSE',
    game_code: gameCode,
    category: 'Live Casino',
    enabled: 1,
    play_for_fun: 0,
    cover: `/assets/games/${gameCode.replace(':', '-')}.svg`,
    min_bet: '0.50',
    max_bet: '1000.00',
    theme: JSON.stringify({ motif: 'wheel', dealer: 'Carmen' }),
  };
  await t.db
    .insertInto('game')
    .values(values)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

describe('migration 2080 on a database that has the Live tiles', () => {
  it('turns tile 44 into the shared roulette table, removes the other Live tiles and disables those history names', async () => {
    await oldTile(39, 'Live Blackjack Madrid', 'blackjack:live-madrid');
    await oldTile(40, 'Live Blackjack Lima', 'blackjack:live-lima');
    await oldTile(44, 'Live Roulette Madrid', 'roulette:live-madrid');
    await oldTile(48, 'Live Roulette VIP Salon', 'roulette:live-vip-salon');
    const { memberId } = await memberWithSession(t.db);
    await sql`insert into game_launch (token_hash, member_id, game_id, vendor, channel, expires_at)
      values ('shared-table-test', ${memberId}, 40, 'HOUSE', 'mobile', now())`.execute(t.db);

    await sharedRouletteTable(t.db);

    const rows = await t.db
      .selectFrom('game')
      .select([
        'id',
        'name',
        'game_code',
        'category',
        'enabled',
        'play_for_fun',
        'min_bet',
        'max_bet',
        'theme',
      ])
      .where('id', 'in', [39, 40, 44, 48])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.id, row.enabled])).toEqual([
      [40, 0],
      [44, 1],
    ]);
    expect(rows[1]).toMatchObject({
      name: 'Shared Roulette Table',
      game_code: 'roulette:shared',
      category: 'Table Games',
      play_for_fun: 1,
    });
    expect(JSON.stringify(rows[1]!.theme)).not.toContain('dealer');
  });
});
