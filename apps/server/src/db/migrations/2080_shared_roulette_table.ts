import { type Kysely, sql } from 'kysely';

/**
 * A shared table, honestly named (issue 29): the ten "Live ..." tiles opened the same RNG blackjack and
 * roulette as other tiles, with dealers' names and no dealer. Tile 44 becomes the house vendor's shared
 * roulette table (one wheel for every player, on a schedule); the other nine cannot be a distinct game
 * and go. A removed tile that rounds, launches, a banner or a pop-up refer to stays in the table,
 * disabled, so history keeps its name (as 2060 did for the slot tiles). games.json says the same for a
 * fresh database.
 */
const removed = [39, 40, 41, 42, 43, 45, 46, 47, 48];
const theme = {
  motif: 'wheel',
  colors: { backgroundStart: '#0b3d2e', backgroundEnd: '#14705a', accent: '#ffd54a', text: '#ffffff' },
};

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  const ids = sql.join(removed.map((id) => sql`${id}`));
  await sql`delete from game g where g.id in (${ids})
    and not exists (select 1 from game_round r where r.game_id = g.id)
    and not exists (select 1 from game_launch l where l.game_id = g.id)
    and not exists (select 1 from promotion_popup p where p.game_id = g.id)
    and not exists (select 1 from banner b where b.game_id = g.id)`.execute(db);
  await sql`update game set enabled = 0 where id in (${ids})`.execute(db);
  await sql`update game set name = 'Shared Roulette Table', game_code = 'roulette:shared',
    category = 'Table Games', play_for_fun = 1, cover = '/assets/games/shared-roulette-table.svg',
    min_bet = '0.20', max_bet = '1000.00', theme = ${JSON.stringify(theme)}::jsonb
    where id = 44`.execute(db);
}
