import { type Kysely, sql } from 'kysely';

/**
 * How long each deposit and cash-out method takes, in minutes from and to (0 and 0: at once), for the
 * banking pop-up (spec 000 §2). Cash-outs take 5 to 30 minutes to an e-wallet or crypto address and
 * 24 to 72 hours to a bank (the spec's two completion times, 002 §9); deposits are credited at once
 * except crypto (network confirmations) and the cash app (checked by hand).
 */
const statements = [
  sql`alter table deposit_payment_method
    add column processing_min_minutes integer not null default 0 check (processing_min_minutes >= 0),
    add column processing_max_minutes integer not null default 0,
    add constraint deposit_payment_method_processing check (processing_max_minutes >= processing_min_minutes)`,
  sql`alter table cashout_payment_method
    add column processing_min_minutes integer not null default 5 check (processing_min_minutes >= 0),
    add column processing_max_minutes integer not null default 30,
    add constraint cashout_payment_method_processing check (processing_max_minutes >= processing_min_minutes)`,
  sql`update deposit_payment_method set processing_min_minutes = 10, processing_max_minutes = 60
    where code in ('CRYPTO', 'CRYPT')`,
  sql`update deposit_payment_method set processing_min_minutes = 0, processing_max_minutes = 30
    where code = 'CASH'`,
  sql`update cashout_payment_method set processing_min_minutes = 1440, processing_max_minutes = 4320
    where code = 'BANK_CARD'`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
