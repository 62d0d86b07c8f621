import type { Db } from './db/database.js';
import { startTracing } from './tracing.js';

// Tracing first: its instrumentations patch fastify, pg and node:http as the modules below load them.
const stopTracing = await startTracing(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
const { buildApp } = await import('./app.js');
const { loadConfig, productionProblems } = await import('./config.js');
const { openDatabase } = await import('./db/database.js');
const { DataDirLocked } = await import('./db/dataDirLock.js');
const { scheduleMaintenance } = await import('./db/maintenance.js');
const { migrateToLatest } = await import('./db/migrate.js');
const { scheduleReconciliation } = await import('./wallet/reconcileSchedule.js');

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
const stopReconciliation = scheduleReconciliation(db, config.reconcileMinutes * 60_000, app.log, app.metrics);

/**
 * SIGTERM (a deploy, a scale-down) or SIGINT: /readyz answers 503 at once, schedules stop, the
 * listener closes (new connections are refused, idle keep-alive ones closed), calls in flight finish
 * (a wallet call's batch commits before it is answered), then the pool closes. Past the bound the
 * process exits anyway, non-zero, so an orchestrator's own kill never comes first unannounced.
 */
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.phase = 'stopping';
    app.log.info({ signal }, 'shutting down: no new calls, finishing those in flight');
    setTimeout(() => {
      app.log.error(
        { seconds: config.shutdownSeconds },
        'calls still in flight at the shutdown bound; exiting',
      );
      process.exit(1);
    }, config.shutdownSeconds * 1000).unref();
    stopMaintenance();
    stopReconciliation();
    app.close().then(
      async () => {
        app.log.info('shut down');
        // The last spans go to the collector before the process ends.
        await stopTracing?.().catch(() => undefined);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
// Warm-up before the balancer sends traffic: the pool holds a live connection.
await db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
if (!stopping) app.lifecycle.phase = 'serving';
