import { type Kysely, sql } from 'kysely';

/**
 * Each tile its own game (issue 29): the 28 slot tiles opened one fruit slot under 28 names. Seven stay,
 * each on a game of its own (the fruit slot with its jackpot draw, and the studio's six slots), named
 * and limited as its game defines it; the other 21 cannot be a distinct game and go. A removed tile
 * that rounds, launches, a banner or a pop-up refer to stays in the table, disabled, so history keeps its name.
 * games.json says the same for a fresh database.
 */
const kept: [id: number, name: string, code: string, minBet: string, maxBet: string][] = [
  [1, 'Fruit Fortune', 'slot:fruit_fortune', '0.20', '100.00'],
  [16, 'Cherry Bell Classic', 'slot:cherry_bell_classic', '0.05', '25.00'],
  [21, 'Aegean Storm', 'slot:aegean_storm', '0.20', '100.00'],
  [4, 'Jade Tiger Ways', 'slot:jade_tiger_ways', '0.25', '125.00'],
  [3, "Pharaoh's Scarab", 'slot:pharaoh_expanding', '0.10', '50.00'],
  [17, 'Treasure Dig', 'slot:treasure_dig', '0.10', '50.00'],
  [24, 'Blood Moon', 'slot:blood_moon', '0.20', '100.00'],
];
const removed = [2, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 22, 23, 25, 26, 27, 28];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  const ids = sql.join(removed.map((id) => sql`${id}`));
  await sql`delete from game g where g.id in (${ids})
    and not exists (select 1 from game_round r where r.game_id = g.id)
    and not exists (select 1 from game_launch l where l.game_id = g.id)
    and not exists (select 1 from promotion_popup p where p.game_id = g.id)
    and not exists (select 1 from banner b where b.game_id = g.id)`.execute(db);
  await sql`update game set enabled = 0 where id in (${ids})`.execute(db);
  for (const [id, name, code, minBet, maxBet] of kept) {
    await sql`update game set name = ${name}, game_code = ${code}, min_bet = ${minBet}, max_bet = ${maxBet}
      where id = ${id}`.execute(db);
  }
  await sql`update game set cover = '/assets/games/fruit-frenzy.svg' where id = 1`.execute(db);
}
