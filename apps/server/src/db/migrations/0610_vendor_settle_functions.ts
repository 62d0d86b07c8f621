/**
 * The seamless wallet's bet and win as PL/pgSQL functions. Each is still one statement and one round
 * trip, but the server plans it once per connection instead of on every call: planning the six-part
 * statement cost as much as running it (about 0.3 ms each on PostgreSQL, several times that on PGlite).
 * Called by src/vendorWallet/settle.ts; its comments explain the statements.
 *
 * Under READ COMMITTED the UPDATE in `u` locks the wallet row and re-reads its latest version after
 * waiting for a concurrent change, so the amount is checked and taken (cash first, then bonus) against
 * the current balance. A repeated transaction id violates the vendor_transaction key and the whole
 * call is undone. A win goes back to the balances the round's stakes came from, in proportion.
 * Change these bodies only in a later migration (create or replace).
 *
 * The functions' bodies live in src/db/functions: vendor_bet.sql and vendor_win.sql.
 */
export async function up(): Promise<void> {}
