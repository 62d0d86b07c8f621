import { exactRtp, playStudioRound, SimulationRng, STUDIO_SLOTS } from '@casino/house-vendor';

/**
 * Plays each studio slot ROUNDS times (10^7 by default) with a seeded simulation RNG and checks that the
 * measured return lands inside the 99% confidence interval around the exact RTP. Prints a table. The
 * exact RTP of a cascade slot walks every stop combination (a second or two).
 */
const rounds = Number(process.env.ROUNDS ?? 10_000_000);
/** SLOTS=id,id runs only those slots (a smoke run of new ones); every slot by default. */
const only = process.env.SLOTS?.split(',');
const z99 = 2.576;

console.log(
  `| slot | rounds | exact RTP | simulated RTP | 99% interval | sd per round | hit rate | in interval |`,
);
console.log(`|---|---|---|---|---|---|---|---|`);
let failures = 0;
for (const [index, slot] of STUDIO_SLOTS.entries()) {
  if (only && !only.includes(slot.id)) continue;
  const rng = new SimulationRng(20_261_126 + index);
  const bet = slot.betUnits;
  let sum = 0;
  let squares = 0;
  let hits = 0;
  for (let i = 0; i < rounds; i += 1) {
    const pay = playStudioRound(slot, rng, bet, i % (slot.pick?.prizes.length ?? 1)).payoutCents / bet;
    sum += pay;
    squares += pay * pay;
    if (pay > 0) hits += 1;
  }
  const mean = sum / rounds;
  const sd = Math.sqrt(squares / rounds - mean * mean);
  const exact = exactRtp(slot).total.toNumber();
  const half = (z99 * sd) / Math.sqrt(rounds);
  const inside = Math.abs(mean - exact) <= half;
  if (!inside) failures += 1;
  const pct = (x: number) => `${(x * 100).toFixed(3)} %`;
  console.log(
    `| ${slot.id} | ${rounds} | ${pct(exact)} | ${pct(mean)} | ${pct(exact - half)} – ${pct(exact + half)} | ${sd.toFixed(2)} | ${(hits / rounds).toFixed(4)} | ${inside ? 'yes' : 'NO'} |`,
  );
}
process.exitCode = failures === 0 ? 0 : 1;
