/**
 * One external reference is one change: its rows (a bet drawn from cash and bonus is one row per class)
 * all belong to one member and one transaction type. The unique index (external_ref, class) refuses a
 * second row of the same class; this trigger refuses a row of another class that names another member
 * or type, so no caller can book under a reference already used for something else. Its cost is one
 * probe of that index per ledger row.
 *
 * The functions' bodies live in src/db/functions: wallet_ledger_reference_owner.sql (the function and its
 * trigger).
 */
export async function up(): Promise<void> {}
