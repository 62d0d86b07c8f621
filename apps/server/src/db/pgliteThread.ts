import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { codeRoot } from '../config.js';
import { type DataDirLock, lockDataDir } from './dataDirLock.js';

export interface PgliteThreadOptions {
  /** A folder of its own; none means in memory. */
  dataDir?: string;
  /** A dump (PGlite's dumpDataDir) to start from, as a file. */
  loadDataDirFile?: string;
}

export type PgliteRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[] }
  | { id: number; kind: 'ready' | 'close' | 'restart' };

export type PgliteResponse =
  | { id: number; rows: unknown[]; affectedRows: number }
  | { id: number; error: { message: string; fields: Record<string, string> } };

/**
 * PGlite on a worker thread of its own. PGlite runs PostgreSQL compiled to WebAssembly, synchronously,
 * on the thread that calls it: in the app's thread, every query stopped the server from reading and
 * answering requests, and the database and HTTP took turns on one core. Here they run side by side,
 * and the app thread only posts queries and reads answers.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private nextId = 0;
  private failure: Error | undefined;
  /** A folder is opened by one process at a time (dataDirLock.ts); in memory needs no lock. */
  private readonly lock: DataDirLock | undefined;
  private readonly pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: unknown): void }
  >();
  readonly waitReady: Promise<void>;

  constructor(options: PgliteThreadOptions) {
    this.lock = options.dataDir === undefined ? undefined : lockDataDir(options.dataDir);
    this.worker = import.meta.url.endsWith('.ts')
      ? // Run from source (tsx, vitest): the worker registers tsx itself to load its TypeScript.
        new Worker(
          `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register();
            return import(${JSON.stringify(new URL('./pgliteWorker.ts', import.meta.url).href)}); })`,
          { eval: true, workerData: options },
        )
      : new Worker(path.join(codeRoot, 'db', 'pgliteWorker.js'), { workerData: options });
    this.worker.on('message', (response: PgliteResponse) => {
      const waiting = this.pending.get(response.id);
      if (waiting === undefined) return;
      this.pending.delete(response.id);
      if ('error' in response) {
        waiting.reject(Object.assign(new Error(response.error.message), response.error.fields));
      } else {
        waiting.resolve(response);
      }
    });
    // A thread that died answers nothing more: what waits and whatever comes later fail at once.
    const stop = (error: Error) => {
      this.failure ??= error;
      for (const waiting of this.pending.values()) waiting.reject(this.failure);
      this.pending.clear();
    };
    this.worker.on('error', stop);
    this.worker.on('exit', (code) => stop(new Error(`the PGlite thread stopped (exit code ${code})`)));
    this.waitReady = this.send({ kind: 'ready' }).then(() => undefined);
    // Kysely awaits waitReady before the first query and sees the failure there.
    this.waitReady.catch(() => undefined);
  }

  query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows: number }> {
    return this.send({ kind: 'query', sql, params }) as Promise<{ rows: R[]; affectedRows: number }>;
  }

  /**
   * Throws the database away and starts again from the options' dump (in memory only), on the same
   * thread: the tests hand one thread from file to file instead of starting a thread and loading
   * PGlite's modules for each.
   */
  async restart(): Promise<void> {
    if (this.lock !== undefined) throw new Error('a PGlite kept in a folder is not restarted');
    await this.send({ kind: 'restart' });
  }

  /** Lets the process end while this thread still runs (a test worker's spare database). */
  unref(): void {
    this.worker.unref();
  }

  async close(): Promise<void> {
    try {
      await this.send({ kind: 'close' });
      await this.worker.terminate();
    } finally {
      this.lock?.release();
    }
  }

  private send(
    request: { kind: 'query'; sql: string; params: unknown[] } | { kind: 'ready' | 'close' | 'restart' },
  ) {
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      if (this.failure !== undefined) return reject(this.failure);
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }
}
