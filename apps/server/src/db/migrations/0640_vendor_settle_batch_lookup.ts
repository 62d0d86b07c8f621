/**
 * `vendor_settle_batch` (migration 0620) looks up which of its calls are already booked in the query
 * that reads the batch, instead of one statement a call inside its loop: each statement a call costs
 * the embedded database an executor start of its own. A transaction id that comes twice in one batch
 * is booked at its first arrival only; the later one books nothing and, as any repeat, is answered
 * after the commit from the booked call (src/vendorWallet/settle.ts, `explain`).
 *
 * The functions' bodies live in src/db/functions: vendor_settle_batch.sql.
 */
export async function up(): Promise<void> {}
