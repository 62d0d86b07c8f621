import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../../db/database.js';
import { createTestDatabase, testEngine } from '../db.js';
import { check, findingKind } from './checks.js';
import { generateHistory } from './history.js';
import { prepare, runHistory } from './run.js';

/**
 * The concurrency checker (issue 25): seeded random histories of every money operation, sent from
 * many connections at once, then checked against the ledger and against a plain model replayed in
 * commit order. PostgreSQL only: PGlite runs one statement at a time, so no race can happen there.
 *
 * CHECKER_SEED=n reruns a history exactly; CHECKER_OPS (default 400) sets its length,
 * CHECKER_SECONDS keeps running further seeds until that much time has passed (bench/checker).
 */

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && process.env[name] !== '' && process.env[name] !== undefined
    ? value
    : fallback;
};

const firstSeed = env('CHECKER_SEED', Math.floor(Math.random() * 2 ** 31));
const ops = env('CHECKER_OPS', 400);
const seconds = env('CHECKER_SECONDS', 0);
const members = env('CHECKER_MEMBERS', 6);
const connections = env('CHECKER_POOLS', 8);

let db: Db;
let url: string | undefined;
let destroy: () => Promise<void>;
const pools: Db[] = [];

describe.skipIf(testEngine !== 'postgres')('concurrency checker', () => {
  beforeAll(async () => {
    ({ db, url, destroy } = await createTestDatabase());
    for (let i = 0; i < connections; i += 1) pools.push(openPostgres(url as string));
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.destroy()));
    await destroy();
  });

  it('finds no money created, lost or paid twice in a random concurrent history', {
    timeout: 600_000,
  }, async () => {
    const started = Date.now();
    const failures: string[] = [];
    let seed = firstSeed;
    let totalOps = 0;
    do {
      const history = generateHistory(seed, ops, members);
      const setup = await prepare(db, members);
      const runStarted = Date.now();
      const outcomes = await runHistory(pools, setup, history);
      const ran = Date.now() - runStarted;
      const report = await check(db, setup, outcomes);
      totalOps += history.ops;
      const kinds = new Map<string, number>();
      for (const finding of report.findings)
        kinds.set(findingKind(finding), (kinds.get(findingKind(finding)) ?? 0) + 1);
      const refusals = [...report.refusals].map(([what, n]) => `${what} x${n}`).join('; ');
      console.log(
        `checker seed ${seed}: ${history.ops} operations on ${members} members from ${connections} pools in ${ran} ms, ` +
          `${report.replayed} committed changes replayed, ${report.findings.length} findings` +
          [...kinds].map(([kind, n]) => `\n  ${n} x ${kind}`).join('') +
          `\n  refused: ${refusals}` +
          (report.crashes.length === 0 ? '' : `\n  crashed: ${report.crashes.slice(0, 5).join('; ')}`) +
          report.findings
            .slice(0, 25)
            .map((finding) => `\n  ${finding}`)
            .join(''),
      );
      if (report.findings.length > 0 || report.crashes.length > 0) {
        failures.push(
          `seed ${seed} (rerun: CHECKER_SEED=${seed} CHECKER_OPS=${ops}): ${report.findings.length} findings, ${report.crashes.length} crashes`,
        );
      }
      seed += 1;
    } while (Date.now() - started < seconds * 1000);
    console.log(`checker: ${totalOps} operations in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
  });
});
