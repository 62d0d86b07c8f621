/**
 * The worker thread that runs PGlite for src/db/pgliteThread.ts: one database, one query at a time,
 * in the order the queries arrive.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { createPglite } from './pgliteDialect.js';
import type { PgliteRequest, PgliteResponse, PgliteThreadOptions } from './pgliteThread.js';

const options = workerData as PgliteThreadOptions;
// Read once: a restart (the tests' next file) starts again from the same dump.
const dump =
  options.loadDataDirFile === undefined ? undefined : new Blob([fs.readFileSync(options.loadDataDirFile)]);
let client = createPglite({ dataDir: options.dataDir, loadDataDir: dump });

/** The fields of a PostgreSQL error the app reads (code 23505 is a unique violation, and so on). */
function errorFields(error: unknown) {
  const source = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'schema', 'severity']) {
    if (typeof source[key] === 'string') fields[key] = source[key] as string;
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

const port = parentPort!;
port.on('message', async (request: PgliteRequest) => {
  let response: PgliteResponse;
  try {
    if (request.kind === 'query') {
      const result = await client.query(request.sql, request.params);
      response = { id: request.id, rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    } else if (request.kind === 'restart') {
      await client.close();
      client = createPglite({ dataDir: options.dataDir, loadDataDir: dump });
      await client.waitReady;
      response = { id: request.id, rows: [], affectedRows: 0 };
    } else {
      await (request.kind === 'ready' ? client.waitReady : client.close());
      response = { id: request.id, rows: [], affectedRows: 0 };
    }
  } catch (error) {
    response = { id: request.id, error: errorFields(error) };
  }
  port.postMessage(response);
});
