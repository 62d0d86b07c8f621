import { hostname } from 'node:os';
import Fastify from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { houseVendorPlugin } from './http/plugin';
import { migrateHouseVendor } from './storage/kyselySchema';

/**
 * The house vendor as a process of its own, as a third party runs it beside a casino (README "Running
 * alone"). Its tables are in the PostgreSQL database at DATABASE_URL; several processes may share it,
 * and the shared tables then keep one schedule, led by whichever holds the table's lease in the database.
 * Settings: HOUSE_VENDOR_PORT (8070), HOUSE_VENDOR_HOST (127.0.0.1), HOUSE_VENDOR_WALLET_URL (the
 * casino's seamless wallet), HOUSE_VENDOR_LAUNCH_SECRET, HOUSE_VENDOR_REQUEST_SECRET,
 * HOUSE_VENDOR_ANSWER_SECRET (PROTOCOL.md §2), HOUSE_VENDOR_PUBLIC_PATH (/vendor/house),
 * HOUSE_VENDOR_FRAME_ANCESTORS (the casino's origin), HOUSE_VENDOR_INSTANCE (this process's name in the
 * table lease; host and pid by default), SHARED_TABLE_BETTING_MS, SHARED_TABLE_SPIN_MS,
 * SHARED_TABLE_RESULT_MS, SHARED_TABLE_LEASE_MS, SHARED_TABLE_TICK_MS (the plugin's defaults when unset).
 */
const env = process.env;

function required(name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

const optionalMs = (name: string): number | undefined => (env[name] ? Number(env[name]) : undefined);

const db = new Kysely<never>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: required('DATABASE_URL') }) }),
});
// processes starting together would race on the `if not exists` of each table: one migrates at a time
await db.transaction().execute(async (trx) => {
  await sql`select pg_advisory_xact_lock(hashtext('house_vendor_migration'))`.execute(trx);
  await migrateHouseVendor(trx);
});

const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } });
await app.register(houseVendorPlugin, {
  walletUrl: required('HOUSE_VENDOR_WALLET_URL'),
  secrets: {
    launch: required('HOUSE_VENDOR_LAUNCH_SECRET'),
    request: required('HOUSE_VENDOR_REQUEST_SECRET'),
    answer: required('HOUSE_VENDOR_ANSWER_SECRET'),
  },
  publicPath: env.HOUSE_VENDOR_PUBLIC_PATH ?? '/vendor/house',
  db,
  ...(env.HOUSE_VENDOR_FRAME_ANCESTORS ? { frameAncestors: env.HOUSE_VENDOR_FRAME_ANCESTORS } : {}),
  sharedTable: {
    holder: env.HOUSE_VENDOR_INSTANCE ?? `${hostname()}-${process.pid}`,
    bettingMs: optionalMs('SHARED_TABLE_BETTING_MS'),
    spinMs: optionalMs('SHARED_TABLE_SPIN_MS'),
    resultMs: optionalMs('SHARED_TABLE_RESULT_MS'),
    leaseMs: optionalMs('SHARED_TABLE_LEASE_MS'),
    tickMs: optionalMs('SHARED_TABLE_TICK_MS'),
  },
});
// a balancer's check: answers once the tables are migrated and the routes registered
app.get('/healthz', async () => ({ ok: true }));
app.addHook('onClose', async () => db.destroy());

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: Number(env.HOUSE_VENDOR_PORT ?? 8070), host: env.HOUSE_VENDOR_HOST ?? '127.0.0.1' });
