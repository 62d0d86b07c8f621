import { sql } from 'kysely';
import type { Db } from './database.js';

/** Pino's signature, so the app's logger fits. */
interface MaintenanceLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs `VACUUM (ANALYZE)` every `intervalMs`, one run at a time: it reclaims dead rows and refreshes
 * the planner's statistics of every table. PostgreSQL's autovacuum does this by itself; the embedded
 * PGlite is single-user PostgreSQL, which has no autovacuum, so without this a long-running embedded
 * install keeps every dead wallet row version and plans its queries without statistics. On PGlite the
 * run holds the database's one connection, so other calls wait for it (a few hundred milliseconds on a
 * small casino); its duration is logged so an operator can see what it costs. Returns a stop function.
 */
export function scheduleMaintenance(db: Db, intervalMs: number, log: MaintenanceLog): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    const started = performance.now();
    try {
      await sql`vacuum (analyze)`.execute(db);
      log.info({ ms: Math.round(performance.now() - started) }, 'database vacuumed and analyzed');
    } catch (error) {
      log.error({ err: error }, 'database maintenance failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  // A pending maintenance never keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
