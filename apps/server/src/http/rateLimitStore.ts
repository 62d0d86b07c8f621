import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

/**
 * @fastify/rate-limit's in-memory store, answering each call with a copy of its counter. The library's
 * own store hands every caller the one live counter object and the plugin reads it after an await,
 * so calls arriving together all read the final count: a burst of 8 against a limit of 5 refused all
 * 8 instead of 3 (contact.test.ts, "a burst of 20 at once").
 */
export class SnapshotStore implements FastifyRateLimitStore {
  readonly #inner: InstanceType<typeof LocalStore>;

  constructor(options: StoreOptions) {
    this.#inner = new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
  }

  incr(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.#inner.incr(
      key,
      (error: Error | null, result?: { current: number; ttl: number }) =>
        answer(error, result && { current: result.current, ttl: result.ttl }),
      timeWindow,
      max,
    );
  }

  read(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.#inner.read(key, answer, timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): SnapshotStore {
    return new SnapshotStore(routeOptions as StoreOptions);
  }
}
