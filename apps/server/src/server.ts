import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { scheduleMaintenance } from './db/maintenance.js';
import { migrateToLatest } from './db/migrate.js';

const config = loadConfig();
const db = openDatabase(config);
await migrateToLatest(db);
const app = await buildApp({ config, db });
// PostgreSQL vacuums itself; the embedded PGlite has no autovacuum.
const stopMaintenance = config.databaseUrl
  ? () => {}
  : scheduleMaintenance(db, config.pgliteVacuumMinutes * 60_000, app.log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    stopMaintenance();
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
