/**
 * The HTTP load generator, run as its own process so that producing and reading 50 callers' requests
 * does not share the server's event loop (a vendor's calls come from another machine). It gets one
 * job over IPC, answers the p99 latency and exits.
 *
 * It writes HTTP/1.1 by hand on keep-alive sockets and reads only the status line and Content-Length
 * of each answer. On this 2-core machine the generator shares the cores with the app and PostgreSQL,
 * and a general-purpose client (autocannon, node:http) spent about 0.3 ms of CPU a call, as much as
 * half the app's own; whatever it spends is taken from the system it measures.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { signRequest } from '@casino/server/src/vendorWallet/signature.js';
import { callFor, type Player } from './calls.js';

export interface LoadJob {
  base: string;
  secret: string;
  prefix: string;
  players: Player[];
  connections: number;
  seconds: number;
  /** Calls a second offered by all connections together; none means as fast as answers come. */
  rate?: number;
}

export interface LoadResult {
  p99Ms: number;
  /** Answers other than 200, or connections lost: the bench reports them beside the figures. */
  failures: number;
  /** CPU time this generator spent driving the calls (./cpu.ts). */
  cpuMicros: number;
}

function request(job: LoadJob, host: string, n: number): Buffer {
  const { kind, body } = callFor(job.prefix, job.players, n);
  const payload = JSON.stringify(body);
  return Buffer.from(
    `POST /api/vendor/wallet/${kind} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
      `X-Signature: ${signRequest(job.secret, payload)}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n` +
      payload,
  );
}

const headerEnd = Buffer.from('\r\n\r\n');
const contentLength = /\r\ncontent-length: *(\d+)/i;

/** One keep-alive connection, one call at a time; `done` hears the HTTP status of each answer. */
class Caller {
  private readonly socket: net.Socket;
  private pending: Buffer = Buffer.alloc(0);
  private onAnswer: ((status: number) => void) | undefined;

  constructor(url: URL, onLost: () => void) {
    this.socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', onLost);
  }

  send(bytes: Buffer, done: (status: number) => void): void {
    this.onAnswer = done;
    this.socket.write(bytes);
  }

  close(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const end = this.pending.indexOf(headerEnd);
    if (end < 0) return;
    const head = this.pending.toString('latin1', 0, end);
    const length = Number(contentLength.exec(head)?.[1] ?? 0);
    if (this.pending.length < end + 4 + length) return;
    this.pending = this.pending.subarray(end + 4 + length);
    const done = this.onAnswer;
    this.onAnswer = undefined;
    done?.(Number(head.slice(9, 12)));
  }
}

function p99(latencies: number[]): number {
  latencies.sort((a, b) => a - b);
  return latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
}

/**
 * Closed loop when job.rate is unset: each connection sends its next call as soon as the previous one
 * is answered, until the time is up. Open loop otherwise: call n is due at n / rate seconds, whatever
 * the answers before it, and goes on the first free connection; its latency counts from when it was
 * due, so a call that waits for a free connection or a slow answer is charged the wait (no coordinated
 * omission).
 */
async function drive(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.base);
  const host = url.host;
  const latencies: number[] = [];
  const cpuAtStart = process.cpuUsage();
  let failures = 0;
  let next = 0;
  const start = performance.now();
  const deadline = start + job.seconds * 1000;
  const total = job.rate === undefined ? Number.POSITIVE_INFINITY : Math.floor(job.rate * job.seconds);
  const dueAt = (n: number) => (job.rate === undefined ? performance.now() : start + (n * 1000) / job.rate);
  const idle: Caller[] = [];
  let busy = 0;

  return new Promise((resolve) => {
    let tick: NodeJS.Timeout | undefined;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(tick);
      for (const caller of idle) caller.close();
      const cpu = process.cpuUsage(cpuAtStart);
      resolve({ p99Ms: p99(latencies), failures, cpuMicros: cpu.user + cpu.system });
    };
    const dispatch = (caller: Caller) => {
      const n = next;
      const closed = job.rate === undefined ? performance.now() >= deadline : n >= total;
      const early = job.rate === undefined ? 0 : dueAt(n) - performance.now();
      if (closed || early > 0) {
        idle.push(caller);
        if (busy === 0 && closed) finish();
        return;
      }
      next += 1;
      busy += 1;
      const due = dueAt(n);
      caller.send(request(job, host, n), (status) => {
        busy -= 1;
        latencies.push(performance.now() - due);
        if (status !== 200) failures += 1;
        dispatch(caller);
      });
    };
    const callers = Array.from(
      { length: job.connections },
      () =>
        new Caller(url, () => {
          failures += 1;
        }),
    );
    for (const caller of callers) dispatch(caller);
    if (job.rate !== undefined) {
      // Calls come due while every connection sleeps: a 1 ms tick hands them to idle connections.
      tick = setInterval(() => {
        while (idle.length > 0 && next < total && dueAt(next) <= performance.now()) dispatch(idle.pop()!);
        if (next >= total && busy === 0) finish();
      }, 1);
    }
  });
}

process.once('message', async (job: LoadJob) => {
  const result = await drive(job);
  process.send?.(result satisfies LoadResult, () => process.exit(0));
});
