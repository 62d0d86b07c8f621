import { type Kysely, sql } from 'kysely';

/**
 * The vendor calls' and rounds' column rules as domains, for the reason migration 0520 gives: every
 * bet and win writes both tables, and a table CHECK constraint costs a catalogue re-read at each such
 * statement, where a domain's rule is compiled once per connection. The rules are the same.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create domain vendor_call_kind as text check (value in ('BET', 'WIN', 'ROLLBACK', 'VOID'))`.execute(
    db,
  );
  await sql`alter table vendor_transaction
    drop constraint vendor_transaction_kind_check, drop constraint vendor_transaction_amount_check,
    alter column kind type vendor_call_kind, alter column amount type nonnegative_money`.execute(db);
  await sql`alter table game_round
    drop constraint game_round_bet_amount_check, drop constraint game_round_win_amount_check,
    alter column bet_amount type nonnegative_money, alter column win_amount type nonnegative_money`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table game_round
    alter column bet_amount type numeric(20, 2), alter column win_amount type numeric(20, 2),
    add constraint game_round_bet_amount_check check (bet_amount >= 0),
    add constraint game_round_win_amount_check check (win_amount >= 0)`.execute(db);
  await sql`alter table vendor_transaction
    alter column kind type text, alter column amount type numeric(20, 2),
    add constraint vendor_transaction_kind_check check (kind in ('BET', 'WIN', 'ROLLBACK', 'VOID')),
    add constraint vendor_transaction_amount_check check (amount >= 0)`.execute(db);
  await sql`drop domain vendor_call_kind`.execute(db);
}
