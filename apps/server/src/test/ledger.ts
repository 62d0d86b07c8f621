import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { formatCents } from '../shared/money.js';
import { ensureWallet, inTransaction, type Posting, postLedger } from '../wallet/ledger.js';
import { classColumn } from '../wallet/schema.js';

/**
 * A test's own ledger event (a win of a game the test names, an old balance): the wallet row moves by
 * the entries and the rows go through the one posting path, as the product's code does. The table
 * refuses any other way in.
 */
export async function postTestEvent(db: Db, posting: Posting): Promise<number | null> {
  return inTransaction(db, async (trx) => {
    await ensureWallet(trx, posting.memberId);
    for (const entry of posting.entries) {
      const column = classColumn[entry.class];
      const amount = typeof entry.amount === 'bigint' ? formatCents(entry.amount) : entry.amount;
      await sql`update wallet set ${sql.ref(column)} = ${sql.ref(column)} + ${amount}::numeric
        where member_id = ${posting.memberId}`.execute(trx);
    }
    return postLedger(trx, posting);
  });
}
