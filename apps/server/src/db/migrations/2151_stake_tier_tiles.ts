import { type Kysely, sql } from 'kysely';

/**
 * No two tiles open the same game (issue 29): the eight stake tiers (Low Stakes, Silver, Gold and High
 * Roller of roulette and of blackjack) opened their family's one game, European Roulette or Blackjack
 * Classic, at other limits. They cannot be a distinct game and go, as 2060 and 2080 removed the slot and
 * "Live" tiles: a tile that rounds, launches, a banner or a pop-up refer to stays in the table, disabled,
 * so history keeps its name. games.json says the same for a fresh database.
 */
const removed = [30, 31, 32, 33, 35, 36, 37, 38];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  const ids = sql.join(removed.map((id) => sql`${id}`));
  await sql`delete from game g where g.id in (${ids})
    and not exists (select 1 from game_round r where r.game_id = g.id)
    and not exists (select 1 from game_launch l where l.game_id = g.id)
    and not exists (select 1 from promotion_popup p where p.game_id = g.id)
    and not exists (select 1 from banner b where b.game_id = g.id)`.execute(db);
  await sql`update game set enabled = 0 where id in (${ids})`.execute(db);
}
