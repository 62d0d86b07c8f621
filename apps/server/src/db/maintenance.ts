import { sql } from 'kysely';
import type { Db } from './database.js';

/** Pino's signature, so the app's logger fits. */
interface MaintenanceLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How often the tables' change counters are looked at. */
const checkMs = 60_000;

/**
 * PostgreSQL autovacuum's defaults: a table is analyzed once more than 50 rows plus 10% of it changed
 * since its last analysis, and vacuumed once more than 50 rows plus 20% of it are dead.
 */
const analyzeBase = 50;
const analyzeShare = 0.1;
const vacuumBase = 50;
const vacuumShare = 0.2;

export interface TablesMaintained {
  analyzed: string[];
  vacuumed: string[];
}

/**
 * Analyzes (and vacuums) the tables that changed enough since their last analysis, as autovacuum
 * would. A statement plan made while a table was small stays in the one PGlite connection's caches
 * until the table is analyzed again: analyzed with a handful of game rounds, the wallet's plans scanned
 * whole tables that then grew by thousands of rows a minute (bench/wallet: 2400 calls a second fell to
 * 240 within 15 s, and one ANALYZE brought them back). PGlite only reports its change counters when
 * asked to, hence the flush.
 */
export async function maintainChangedTables(db: Db): Promise<TablesMaintained> {
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const tables = await sql<{ name: string; vacuum: boolean; analyze: boolean }>`
    select format('%I.%I', s.schemaname, s.relname) as name,
      s.n_dead_tup > ${vacuumBase} + ${vacuumShare} * greatest(c.reltuples, 0) as vacuum,
      s.n_mod_since_analyze > ${analyzeBase} + ${analyzeShare} * greatest(c.reltuples, 0) as analyze
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    order by s.relname`.execute(db);
  const done: TablesMaintained = { analyzed: [], vacuumed: [] };
  for (const table of tables.rows) {
    if (table.vacuum) {
      await sql`vacuum (analyze) ${sql.raw(table.name)}`.execute(db);
      done.vacuumed.push(table.name);
      done.analyzed.push(table.name);
    } else if (table.analyze) {
      await sql`analyze ${sql.raw(table.name)}`.execute(db);
      done.analyzed.push(table.name);
    }
  }
  return done;
}

/**
 * The embedded PGlite's stand-in for autovacuum (it is single-user PostgreSQL, which has none): every
 * minute the tables that changed enough are analyzed or vacuumed (`maintainChangedTables`), and every
 * `intervalMs` the whole database gets `VACUUM (ANALYZE)`, which reclaims every dead row version.
 * One run at a time; on PGlite a run holds the database's one connection, so other calls wait for it
 * (a few hundred milliseconds on a small casino for the whole database); what each run did and how long
 * it took is logged, so an operator can see what it costs. Returns a stop function.
 */
export function scheduleMaintenance(
  db: Db,
  intervalMs: number,
  log: MaintenanceLog,
  changedTablesMs = checkMs,
): () => void {
  let running = false;
  let wholeDue = Date.now() + intervalMs;
  const timer = setInterval(
    async () => {
      if (running) return;
      running = true;
      const started = performance.now();
      try {
        if (Date.now() >= wholeDue) {
          wholeDue = Date.now() + intervalMs;
          await sql`vacuum (analyze)`.execute(db);
          log.info({ ms: Math.round(performance.now() - started) }, 'database vacuumed and analyzed');
        } else {
          const done = await maintainChangedTables(db);
          if (done.analyzed.length > 0) {
            log.info({ ...done, ms: Math.round(performance.now() - started) }, 'changed tables analyzed');
          }
        }
      } catch (error) {
        log.error({ err: error }, 'database maintenance failed');
      } finally {
        running = false;
      }
    },
    Math.min(intervalMs, changedTablesMs),
  );
  // A pending maintenance never keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
