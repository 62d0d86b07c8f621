/**
 * The HTTP load generator, run as its own process so that producing and reading 50 callers' requests
 * does not share the server's event loop (a vendor's calls come from another machine). It gets one
 * job over IPC, answers the p99 latency and exits.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { signBody } from '@casino/server/src/vendorWallet/signature.js';
import autocannon from 'autocannon';
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
}

function signed(job: LoadJob, n: number) {
  const { kind, body } = callFor(job.prefix, job.players, n);
  const payload = JSON.stringify(body);
  return {
    path: `/api/vendor/wallet/${kind}`,
    payload,
    headers: { 'content-type': 'application/json', 'x-signature': signBody(job.secret, payload) },
  };
}

/** Closed loop: each connection sends its next call as soon as the previous one is answered. */
async function flatOut(job: LoadJob): Promise<number> {
  let next = 0;
  const result = await autocannon({
    url: job.base,
    connections: job.connections,
    duration: job.seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/vendor/wallet/bet',
        setupRequest: (request) => {
          const { path, payload, headers } = signed(job, next++);
          return { ...request, path, body: payload, headers };
        },
      },
    ],
  });
  return result.latency.p99;
}

/**
 * Open loop: call n is due at n / rate seconds, whatever the answers before it, over at most
 * `connections` keep-alive sockets. Latency counts from when the call was due, so a call that waits
 * for a free socket or a slow answer is charged the wait (no coordinated omission). autocannon's own
 * rate option releases calls in bursts, which charged its scheduling to the server.
 */
async function atRate(job: LoadJob, rate: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const url = new URL(job.base);
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.floor(rate * job.seconds);
  for (let n = 0; n < total; n += 1) {
    const due = start + (n * 1000) / rate;
    const early = due - performance.now();
    if (early > 1) await sleep(early);
    const { path, payload, headers } = signed(job, n);
    pending.push(
      new Promise<void>((resolve, reject) => {
        const request = http.request(
          { agent, host: url.hostname, port: url.port, method: 'POST', path, headers },
          (response) => {
            response.resume();
            response.on('end', () => {
              latencies.push(performance.now() - due);
              resolve();
            });
          },
        );
        request.on('error', reject);
        request.end(payload);
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
}

process.once('message', async (job: LoadJob) => {
  const p99Ms = job.rate ? await atRate(job, job.rate) : await flatOut(job);
  process.send?.({ p99Ms } satisfies LoadResult, () => process.exit(0));
});
