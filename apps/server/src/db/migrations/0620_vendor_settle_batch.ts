/**
 * Group commit for the seamless wallet: several bets and wins booked in one statement, so one
 * transaction, one commit and one round trip carry them all. Called by src/vendorWallet/batch.ts,
 * which sends the calls that arrived while the previous batch was in the database.
 *
 * Each call is still `vendor_bet` or `vendor_win` (migration 0610), so a batch books exactly what the
 * same calls would book one by one. Calls are booked member by member, each member's in arrival
 * order: every batch takes wallet row locks in member order, so two batches in flight at once (two
 * connections, or two servers) wait for each other but cannot deadlock. A
 * call whose transaction id is already booked (by an earlier batch or earlier in this one) is skipped,
 * so a repeat writes nothing. A call that books nothing (a repeat, an unknown or expired launch, a
 * balance too small) answers no row, and the caller explains it after the commit as for a single call.
 *
 * The functions' bodies live in src/db/functions: vendor_settle_batch.sql.
 */
export async function up(): Promise<void> {}
