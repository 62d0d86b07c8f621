/**
 * Issue 31's case: the same signed calls through a round-robin balancer (apps/server/src/test/roundRobin.ts,
 * keep-alive to each instance) in front of 1 or 2 server processes (BENCH_INSTANCES=1,2) on one
 * PostgreSQL database and one Redis, as an operator runs them (apps/server README "Running several
 * instances"). Each instance is `node dist/server.js` when the server is built, `src/server.ts` through
 * tsx otherwise. The balancer runs in the bench's process, the load in a child of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '@casino/server/src/config.js';
import type { Db } from '@casino/server/src/db/database.js';
import { seedGames } from '@casino/server/src/games/repository.js';
import { freePort } from '@casino/server/src/test/freePort.js';
import { startRoundRobin } from '@casino/server/src/test/roundRobin.js';
import type { Player } from './calls.js';
import { postgresEngine } from './engines.js';

export interface InstancesFigures {
  instances: number;
  callsPerSecond: number;
  p99Ms: number;
  failures: number;
  /** Each instance's share of the calls, in percent. */
  shares: number[];
}

/** What the case borrows from bench.ts: its members, top-up and HTTP load. */
export interface CaseTools {
  secret: string;
  seconds: number;
  players(db: Db, count: number, bonus: boolean): Promise<Player[]>;
  topUp(db: Db, all: Player[]): Promise<void>;
  overHttp(
    db: Db,
    base: string,
    all: Player[],
    duration: number,
  ): Promise<{ callsPerSecond: number; p99Ms: number; failures?: number }>;
}

interface Instance {
  url: string;
  child: ChildProcess;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const built = existsSync(path.join(serverRoot, 'dist/server.js'));
  const child = spawn(process.execPath, built ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Starts on a shared 2-core machine take tens of seconds, more when several start at once.
  for (let attempt = 0; attempt < 3000; attempt++) {
    if (child.exitCode !== null) throw new Error(`the instance on ${port} exited ${child.exitCode}`);
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the instance on ${port} never became ready`);
}

/** 1000 members, `count` instances behind the balancer, a warm-up and then BENCH_SECONDS flat out. */
export async function instancesCase(count: number, tools: CaseTools): Promise<InstancesFigures> {
  const engine = await postgresEngine();
  const instances: Instance[] = [];
  try {
    await seedGames(engine.db);
    const all = await tools.players(engine.db, 1000, false);
    const env = {
      DATABASE_URL: engine.url ?? '',
      REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      // Its own keys: the replay marks and rate counts expire within minutes on their own.
      REDIS_PREFIX: `bench:${randomBytes(4).toString('hex')}:`,
      HOUSE_VENDOR_REQUEST_SECRET: tools.secret,
      BONUS_SCHEDULE_SECONDS: '0',
      PLAY_COUNT_SECONDS: '0',
    };
    instances.push(...(await Promise.all(Array.from({ length: count }, () => startInstance(env)))));
    const proxy = await startRoundRobin(
      instances.map((instance) => instance.url),
      { keepAlive: true },
    );
    await tools.overHttp(engine.db, proxy.url, all, 1);
    await tools.topUp(engine.db, all);
    const measuredFrom = proxy.log.length;
    const figures = await tools.overHttp(engine.db, proxy.url, all, tools.seconds);
    const measured = proxy.log.slice(measuredFrom);
    await proxy.close();
    return {
      instances: count,
      callsPerSecond: figures.callsPerSecond,
      p99Ms: figures.p99Ms,
      failures: figures.failures ?? 0,
      shares: instances.map(
        (instance) =>
          (100 * measured.filter((entry) => entry.backend === instance.url).length) /
          Math.max(1, measured.length),
      ),
    };
  } finally {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise((resolve) =>
            instance.child.exitCode === null ? instance.child.once('exit', resolve) : resolve(null),
          ),
      ),
    );
    await engine.close();
  }
}

export function instancesTable(results: InstancesFigures[], seconds: number): string {
  return [
    `\nInstances behind the round-robin balancer, PostgreSQL and Redis, 1000 members, 50 connections, ${seconds} s\n`,
    '| instances | HTTP calls/s | HTTP p99 ms | failures | share of calls per instance, % |',
    '| ---: | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| ${r.instances} | ${r.callsPerSecond.toFixed(0)} | ${r.p99Ms.toFixed(1)} | ${r.failures} | ${r.shares.map((share) => share.toFixed(0)).join(' / ')} |`,
    ),
  ].join('\n');
}
