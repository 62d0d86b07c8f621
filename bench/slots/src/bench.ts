import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { exactRtp, roundSimulator, SimulationRng, STUDIO_SLOTS } from '@casino/house-vendor';

/**
 * Plays each studio slot ROUNDS times (10^7 by default) with a seeded simulation RNG and checks that the
 * measured return lands inside the 99% confidence interval around the exact RTP. Prints a table row as
 * each slot finishes. The rounds are the engine's own (roundSimulator makes its draws and pays what it
 * pays, held round by round by simulate.test.ts) without the record a page needs, so about ten times
 * faster. WORKERS slots run at once, on worker threads (every core but one by default).
 */
const rounds = Number(process.env.ROUNDS ?? 10_000_000);
/** SLOTS=id,id runs only those slots (a smoke run of new ones); every slot by default. */
const only = process.env.SLOTS?.split(',');
const workers = Math.max(1, Number(process.env.WORKERS ?? Math.max(1, availableParallelism() - 1)));
const z99 = 2.576;

interface Job {
  index: number;
  rounds: number;
}

interface Row {
  id: string;
  rounds: number;
  exact: number;
  mean: number;
  sd: number;
  hits: number;
  seconds: number;
}

/** One slot's run. Sums are of whole cents (bets of one cent a unit), exact in a double up to 2^53. */
function run({ index, rounds }: Job): Row {
  const slot = STUDIO_SLOTS[index]!;
  const rng = new SimulationRng(20_261_126 + index);
  const simulate = roundSimulator(slot);
  const bet = slot.betUnits;
  const choices = slot.pick?.prizes.length ?? 1;
  const started = performance.now();
  let sum = 0;
  let squares = 0;
  let hits = 0;
  let choice = 0;
  for (let i = 0; i < rounds; i += 1) {
    const cents = simulate(rng, choice);
    choice = choice + 1 === choices ? 0 : choice + 1;
    if (cents > 0) {
      sum += cents;
      squares += cents * cents;
      hits += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const mean = sum / bet / rounds;
  const sd = Math.sqrt(squares / (bet * bet) / rounds - mean * mean);
  return { id: slot.id, rounds, exact: exactRtp(slot).total.toNumber(), mean, sd, hits, seconds };
}

function print(row: Row): boolean {
  const half = (z99 * row.sd) / Math.sqrt(row.rounds);
  const inside = Math.abs(row.mean - row.exact) <= half;
  const pct = (x: number) => `${(x * 100).toFixed(3)} %`;
  console.log(
    `| ${row.id} | ${row.rounds} | ${pct(row.exact)} | ${pct(row.mean)} | ${pct(row.exact - half)} – ${pct(row.exact + half)} | ${row.sd.toFixed(2)} | ${(row.hits / row.rounds).toFixed(4)} | ${inside ? 'yes' : 'NO'} | ${Math.round(row.rounds / row.seconds)} |`,
  );
  return inside;
}

async function main() {
  const jobs: Job[] = STUDIO_SLOTS.flatMap((slot, index) =>
    only && !only.includes(slot.id) ? [] : [{ index, rounds }],
  );
  console.log(
    `| slot | rounds | exact RTP | simulated RTP | 99% interval | sd per round | hit rate | in interval | rounds/s |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|`);
  let failures = 0;
  if (workers === 1) {
    for (const job of jobs) if (!print(run(job))) failures += 1;
  } else {
    const queue = [...jobs];
    const lane = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const row = await new Promise<Row>((resolve, reject) => {
          // a worker starts without the main thread's TypeScript loader: it registers tsx's, then loads this file
          const worker = new Worker(
            `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`,
            { eval: true, workerData: job },
          );
          worker.once('message', resolve);
          worker.once('error', reject);
        });
        if (!print(row)) failures += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(workers, jobs.length) }, lane));
  }
  process.exitCode = failures === 0 ? 0 : 1;
}

if (isMainThread) await main();
else parentPort!.postMessage(run(workerData as Job));
