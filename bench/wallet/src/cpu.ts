/**
 * CPU time spent per booked call, by whom: the app's main thread (HTTP, routing, signatures, JSON),
 * its other threads (on PGlite that is mostly the database thread, see
 * apps/server/src/db/pgliteThread.ts; also garbage collection), the PostgreSQL server's processes and
 * the load generator. On a machine where they all share the same cores, the sum bounds how many calls
 * a second the machine can carry at all, and so, with 50 callers always waiting, the latency: the aim's
 * p99 depends on the machine's speed, and these figures tell by how much. Read from Linux's /proc.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const ticksPerSecond = 100;

export interface CpuSample {
  mainMicros: number;
  processMicros: number;
  /** Each PostgreSQL process's CPU time so far, by pid. */
  postgresTicks: Map<string, number>;
}

export const canSampleCpu = existsSync('/proc/self/task');

function ticksOf(statPath: string): number {
  const fields = readFileSync(statPath, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat (counted from 1, the first two before ') ').
  return Number(fields[11]) + Number(fields[12]);
}

function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        ticks.set(pid, ticksOf(`/proc/${pid}/stat`));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

/**
 * What PostgreSQL's processes spent between two samples. A backend that ended meanwhile (the pool of
 * the case before closing its connections) takes its whole CPU time with it: summing all processes
 * then went negative. Only processes alive at the end count, from their first sample or their start.
 */
function postgresMicrosBetween(before: Map<string, number>, after: Map<string, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return (ticks * 1e6) / ticksPerSecond;
}

export function sampleCpu(): CpuSample {
  const usage = process.cpuUsage();
  return {
    mainMicros: (ticksOf(`/proc/self/task/${process.pid}/stat`) * 1e6) / ticksPerSecond,
    processMicros: usage.user + usage.system,
    postgresTicks: postgresTicks(),
  };
}

export interface CpuPerCall {
  main: number;
  otherThreads: number;
  postgres: number;
  load: number;
  total: number;
  /** Calls a second all the machine's cores could carry at this CPU cost a call. */
  ceiling: number;
}

export function cpuPerCall(
  before: CpuSample,
  after: CpuSample,
  loadMicros: number,
  calls: number,
): CpuPerCall {
  const main = (after.mainMicros - before.mainMicros) / calls;
  const otherThreads = (after.processMicros - before.processMicros) / calls - main;
  const postgres = postgresMicrosBetween(before.postgresTicks, after.postgresTicks) / calls;
  const load = loadMicros / calls;
  const total = main + otherThreads + postgres + load;
  return { main, otherThreads, postgres, load, total, ceiling: (os.availableParallelism() * 1e6) / total };
}
