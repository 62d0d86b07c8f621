import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { numericText } from '../shared/money.js';

/**
 * PGlite is a single-user PostgreSQL: no WAL writer or checkpointer prepares the next 16 MB WAL
 * segment, so the statement that fills one creates the next while every other call waits. With
 * `wal_init_zero` on (PostgreSQL's default) that means writing 16 MB of zeroes first: 8 to 17 ms on an
 * idle fast machine and more under load, every few seconds of busy play, which made most of the wallet's
 * p99 (bench/wallet). Off, the segment is created at its size without the zeroes, as PostgreSQL
 * offers for copy-on-write file systems; PGlite already runs with fsync off, so the zeroes bought no
 * durability here.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'];

/**
 * A PGlite whose dates stay 'YYYY-MM-DD' text and money the text of shared/money.ts numericText, as
 * the pg pool is set to answer them (no time-zone shift). The parsers go to the constructor, not to each query: per-query parsers cost PGlite as much
 * again as the query itself (about 0.1 ms).
 */
export function createPglite(options: PGliteOptions): PGlite {
  return new PGlite({
    ...options,
    startParams,
    parsers: { 1082: (value: string) => value, 1700: numericText },
  });
}

/** What the dialect needs of PGlite: a PGlite itself, or one on its own thread (./pgliteThread.ts). */
export interface PgliteClient {
  readonly waitReady: Promise<void>;
  query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly client: PgliteClient) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.client.query<R>(compiled.sql, [...compiled.parameters]);
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered on PGlite; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported on PGlite');
  }
}

/**
 * PGlite is one connection: Kysely callers are queued so a transaction never interleaves with another
 * request's statements.
 */
class PgliteDriver implements Driver {
  private readonly connection: PgliteConnection;
  private busy = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly client: PgliteClient) {
    this.connection = new PgliteConnection(client);
  }

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy = true;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`start transaction${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}

export class PgliteDialect implements Dialect {
  constructor(private readonly client: PgliteClient) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.client);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector accepts any database shape.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
