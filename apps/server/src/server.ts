import { buildApp } from './app.js';
import { loadConfig, productionProblems } from './config.js';
import { type Db, openDatabase } from './db/database.js';
import { DataDirLocked } from './db/dataDirLock.js';
import { scheduleMaintenance } from './db/maintenance.js';
import { migrateToLatest } from './db/migrate.js';
import { scheduleReconciliation } from './wallet/reconcile.js';

// Before anything opens: a production start without its settings would run with a random signing
// secret, localhost links in mails or mails nobody receives (README "Settings").
const problems = productionProblems();
if (problems.length > 0) {
  console.error(
    `NODE_ENV=production, but the server cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}

const config = loadConfig();
let db: Db;
try {
  db = openDatabase(config);
} catch (error) {
  if (!(error instanceof DataDirLocked)) throw error;
  console.error(error.message);
  process.exit(1);
}
await migrateToLatest(db);
const app = await buildApp({ config, db });
// PostgreSQL vacuums itself; the embedded PGlite has no autovacuum.
const stopMaintenance = config.databaseUrl
  ? () => {}
  : scheduleMaintenance(db, config.pgliteVacuumMinutes * 60_000, app.log);
const stopReconciliation = scheduleReconciliation(db, config.reconcileMinutes * 60_000, app.log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    stopMaintenance();
    stopReconciliation();
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
