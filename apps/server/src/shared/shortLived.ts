import { Redis } from 'ioredis';

/**
 * State that lives minutes and may be lost without losing money: replay marks, captcha answers, the
 * card token between the two steps of a card deposit. With REDIS_URL it lives in Redis, so every
 * instance sees it; without, in this process, as one instance needs. Nothing that must survive a
 * restart goes here.
 */
export interface ShortLived {
  /** True the first time a key is marked inside ttlMs; false when it already was. */
  markOnce(key: string, ttlMs: number): Promise<boolean>;
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value once: it is gone after this call, whoever asks. */
  take(key: string): Promise<string | undefined>;
  readonly shared: boolean;
  close(): Promise<void>;
}

/** One process: entries drop out when read after their time (and on every write, at most once a second). */
export class ProcessState implements ShortLived {
  readonly shared = false;
  private readonly entries = new Map<string, { value: string; until: number }>();
  private lastSweep = 0;

  async markOnce(key: string, ttlMs: number): Promise<boolean> {
    if (this.live(key) !== undefined) return false;
    this.write(key, '1', ttlMs);
    return true;
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    this.write(key, value, ttlMs);
  }

  async take(key: string): Promise<string | undefined> {
    const value = this.live(key);
    this.entries.delete(key);
    return value;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private live(key: string): string | undefined {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.until > Date.now() ? entry.value : undefined;
  }

  private write(key: string, value: string, ttlMs: number): void {
    const now = Date.now();
    if (now - this.lastSweep > 1000) {
      this.lastSweep = now;
      for (const [name, entry] of this.entries) if (entry.until <= now) this.entries.delete(name);
    }
    this.entries.set(key, { value, until: now + ttlMs });
  }
}

/** Every instance's: keys under the prefix, each expiring in Redis itself. */
export class RedisState implements ShortLived {
  readonly shared = true;

  constructor(
    readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async markOnce(key: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK';
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs);
  }

  async take(key: string): Promise<string | undefined> {
    return (await this.redis.getdel(this.prefix + key)) ?? undefined;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * A client that fails a command after a few retries instead of queueing it for ever, so a Redis that
 * is down answers a call with an error (the envelope's "try later") rather than hanging it.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 2000 });
}

export function openShortLived(redisUrl: string | undefined, prefix: string): ShortLived {
  return redisUrl === undefined ? new ProcessState() : new RedisState(openRedis(redisUrl), prefix);
}
