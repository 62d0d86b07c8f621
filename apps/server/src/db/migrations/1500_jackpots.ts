import { type Kysely, sql } from 'kysely';

/**
 * The progressive jackpot (issue 18; spec 000 §9: "1% of the game bet, deducted after the game bet";
 * spec 002 §5: "jackpot play needs a prior deposit, no free rounds on jackpot games").
 *
 * - `jackpot` says which games feed a jackpot: one row, every house slot (vendor HOUSE, game type
 *   `slot`), so the 28 house slots share one linked pool that grows 28 times as fast as a pool a game.
 * - `jackpot_pool` holds its amount, one row a currency (members play in their own currency): the seed
 *   (`jackpotSeed` setting) and what rested after the last win; `jackpot_pool_share` holds the
 *   contributions since, spread over 64 rows by member, so concurrent bets do not queue on one hot row
 *   (`jackpot_value` adds them up; a win locks them all). Amounts keep 4 decimals: 1% of a
 *   2-decimal stake is exact, so contributions are never rounded; a win pays the pool truncated to
 *   cents and the sub-cent rest stays in the pool on top of the seed. `generation` counts its wins.
 * - A bet (`vendor_bet`) contributes 1% of its cash part when the member has a credited deposit (a
 *   DEPOSIT cash row); bonus money is not real money and contributes nothing. The bet records its
 *   contribution and, when it was wholly cash, the pool generation it plays for: only such a round
 *   may win, and only that generation, so two rounds that hit at once cannot both take one pool.
 * - A share row is updated after the bet's wallet row (by `jackpot_contribute`), and a batch
 *   (`vendor_settle_batch`) adds its bets' contributions once a share, at its end, in share order; a win
 *   takes the wallet row, then the pool row, then every share in order: no two transactions take the
 *   same rows in opposite orders, so batches, rollbacks and wins cannot deadlock on them.
 *
 * The functions' bodies live in src/db/functions: jackpot_seed.sql, jackpot_contribute.sql,
 * jackpot_value.sql, vendor_bet.sql and vendor_settle_batch.sql.
 */
const statements = [
  sql`create table jackpot (
    id text primary key,
    vendor text not null,
    game_type text not null,
    unique (vendor, game_type)
  )`,
  sql`insert into jackpot (id, vendor, game_type) values ('house-slots', 'HOUSE', 'slot')`,
  sql`create table jackpot_pool (
    jackpot_id text not null references jackpot (id),
    currency text not null,
    amount numeric(24, 4) not null check (amount >= 0),
    generation integer not null default 1,
    last_won_at timestamptz,
    updated_at timestamptz not null default now(),
    primary key (jackpot_id, currency)
  )`,
  sql`create table jackpot_pool_share (
    jackpot_id text not null references jackpot (id),
    currency text not null,
    share smallint not null check (share between 0 and 63),
    amount numeric(24, 4) not null default 0 check (amount >= 0),
    primary key (jackpot_id, currency, share)
  )`,
  sql`alter table vendor_transaction
    add column jackpot_id text,
    add column jackpot_contribution numeric(24, 4) not null default 0,
    add column jackpot_generation integer`,
  sql`alter domain vendor_call_kind drop constraint vendor_call_kind_check`,
  sql`alter domain vendor_call_kind add constraint vendor_call_kind_check
    check (value in ('BET', 'WIN', 'ROLLBACK', 'VOID', 'JACKPOT'))`,
  // Whether a member has deposited is asked at every bet.
  sql`create index wallet_ledger_deposit on wallet_ledger (member_id) where type = 'DEPOSIT' and class = 1`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
