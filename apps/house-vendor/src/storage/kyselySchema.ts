import { type Kysely, sql } from 'kysely';

/** The vendor's own tables, all prefixed `house_`; money is integer cents in bigint columns. */
export interface HouseTables {
  house_session: {
    id_hash: string;
    launch_token: string;
    launch_jti: string;
    lang: string;
    member_id: string | number | null;
    game_id: number;
    game_code: string;
    currency: string;
    mode: string;
    player_key: string;
    fun_balance_cents: string | number | null;
    expires_at: Date | string;
    created_at: Date | string;
  };
  house_seed_pair: {
    server_seed_hash: string;
    player_key: string;
    server_seed: string;
    client_seed: string;
    nonce: number;
    active: boolean;
    revealed_at: Date | string | null;
    /** The committed successor of an active pair; null on revealed pairs. */
    next_server_seed: string | null;
  };
  house_round: {
    id: string;
    seq: string | number | undefined;
    session_id_hash: string;
    player_key: string;
    game_code: string;
    mode: string;
    currency: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
    input: unknown;
    outcome: unknown;
    state: unknown;
    status: string;
    bet_cents: string | number;
    payout_cents: string | number;
    created_at: Date | string;
    table_round_id: string | null;
  };
  house_table_round: {
    id: string;
    table_code: string;
    seq: number;
    phase: string;
    server_seed_hash: string;
    server_seed: string;
    client_seed: string;
    pocket: number | null;
    opens_at: Date | string;
    closes_at: Date | string;
    spin_ends_at: Date | string | null;
    next_at: Date | string | null;
  };
  house_table_lease: {
    table_code: string;
    holder: string;
    expires_at: Date | string;
  };
  house_wallet_call: {
    transaction_id: string;
    round_id: string;
    operation: string;
    amount_cents: string | number;
    body: string;
    status: string;
    code: string | null;
    updated_at: Date | string;
  };
}

/** One statement a call: PGlite's extended protocol refuses several in one query. */
const MIGRATION = [
  `create table if not exists house_session (
    id_hash text primary key,
    launch_token text not null,
    launch_jti text not null unique,
    lang text not null,
    member_id bigint,
    game_id integer not null,
    game_code text not null,
    currency text not null,
    mode text not null check (mode in ('real', 'fun')),
    player_key text not null,
    fun_balance_cents bigint check (fun_balance_cents >= 0),
    expires_at timestamptz not null,
    created_at timestamptz not null
  )`,
  `create table if not exists house_seed_pair (
    server_seed_hash text primary key,
    player_key text not null,
    server_seed text not null,
    client_seed text not null,
    nonce integer not null check (nonce >= 0),
    active boolean not null,
    revealed_at timestamptz
  )`,
  'create unique index if not exists house_seed_pair_active on house_seed_pair (player_key) where active',
  `create table if not exists house_round (
    id text primary key,
    seq bigserial not null,
    session_id_hash text not null,
    player_key text not null,
    game_code text not null,
    mode text not null,
    currency text not null,
    server_seed_hash text not null,
    client_seed text not null,
    nonce integer not null,
    input jsonb not null,
    outcome jsonb,
    state jsonb,
    status text not null check (status in ('open', 'settling', 'settled', 'void')),
    bet_cents bigint not null check (bet_cents >= 0),
    payout_cents bigint not null check (payout_cents >= 0),
    created_at timestamptz not null,
    unique (server_seed_hash, nonce)
  )`,
  'create index if not exists house_round_player on house_round (player_key, seq desc)',
  `create table if not exists house_wallet_call (
    transaction_id text primary key,
    round_id text not null,
    operation text not null check (operation in ('bet', 'win', 'rollback')),
    amount_cents bigint not null check (amount_cents >= 0),
    body text not null,
    status text not null check (status in ('ok', 'refused', 'pending')),
    code text,
    updated_at timestamptz not null
  )`,
  `create index if not exists house_wallet_call_pending on house_wallet_call (updated_at) where status = 'pending'`,
  // the next server seed, committed by its hash before the player picks the next client seed
  'alter table house_seed_pair add column if not exists next_server_seed text',
  // jackpot claims are wallet calls too (PROTOCOL.md §2), kept and resent like wins
  'alter table house_wallet_call drop constraint if exists house_wallet_call_operation_check',
  `do $$ begin
    if not exists (select 1 from pg_constraint where conname = 'house_wallet_call_operation') then
      alter table house_wallet_call add constraint house_wallet_call_operation
        check (operation in ('bet', 'win', 'rollback', 'jackpot'));
    end if;
  end $$`,
  // shared tables (sharedTable.ts): one schedule a table, its rounds and the lease of its leader
  `create table if not exists house_table_round (
    id text primary key,
    table_code text not null,
    seq integer not null,
    phase text not null check (phase in ('betting', 'spinning', 'result')),
    server_seed_hash text not null unique,
    server_seed text not null,
    client_seed text not null,
    pocket smallint check (pocket between 0 and 36),
    opens_at timestamptz not null,
    closes_at timestamptz not null,
    spin_ends_at timestamptz,
    next_at timestamptz,
    unique (table_code, seq)
  )`,
  `create table if not exists house_table_lease (
    table_code text primary key,
    holder text not null,
    expires_at timestamptz not null
  )`,
  'alter table house_round add column if not exists table_round_id text',
  // every bet of a table round is drawn from the table's seed at nonce 0: the one-nonce-a-round rule
  // holds for the players' own seed pairs only
  'alter table house_round drop constraint if exists house_round_server_seed_hash_nonce_key',
  `create unique index if not exists house_round_seed_nonce on house_round (server_seed_hash, nonce)
    where table_round_id is null`,
  `create index if not exists house_round_table on house_round (table_round_id)
    where table_round_id is not null`,
];

/** Creates the vendor's tables; safe to run at every start. */
// biome-ignore lint/suspicious/noExplicitAny: the host's database type does not know the vendor's tables.
export async function migrateHouseVendor(db: Kysely<any>): Promise<void> {
  for (const statement of MIGRATION) await sql.raw(statement).execute(db);
}
