import { randomUUID } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../db/database.js';
import { withRequestId } from '../http/requestId.js';

export interface Metrics {
  registry: Registry;
  /** Runs one scheduled job's pass, counting it by outcome and timing it. */
  job<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** A wallet batch of this many calls went to the database. */
  walletBatch(size: number): void;
  /** The last reconciliation's count of balances that differ from their ledger. */
  reconciliationDifferences(count: number): void;
}

/** Sources of series read at scrape time from other domains (their index.ts), given by app.ts. */
export interface MetricsSources {
  depositOrdersByStatus(): Promise<{ status: string | number; count: number }[]>;
  cashOutsByStatus(): Promise<{ status: string | number; count: number }[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Who may read /metrics: the socket's own address (never a forwarded header) against METRICS_ALLOW,
 * exact addresses or a.b.c.d/n networks; none given means loopback only.
 */
export function metricsAccess(allow: string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  const entries = allow.length > 0 ? allow : ['127.0.0.1', '::1'];
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!isIPv4(address) && !isIPv6(address)) continue;
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (address === undefined) return false;
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Prometheus series (prom-client), one registry an app: calls by route and status with their
 * latency, wallet batch sizes, the database pool's use and waits, scheduled jobs' runs and durations,
 * deposit orders and cash-outs by state, and the reconciliation's differences.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, sources: MetricsSources) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labels = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Calls answered',
    labelNames: labels,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a call',
    labelNames: labels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const batches = new Histogram({
    name: 'wallet_batch_size',
    help: 'Seamless-wallet bets and wins booked together in one database round trip',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'scheduler_runs_total',
    help: 'Scheduled job passes',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'scheduler_run_duration_seconds',
    help: 'Time of a scheduled job pass',
    labelNames: ['job'],
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const differences = new Gauge({
    name: 'reconciliation_differences',
    help: 'Balances that differ from their ledger at the last reconciliation',
    registers: [registry],
  });
  const pool = poolOf(app.db);
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (waiting: queries waiting for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (pool === undefined) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  const byStatus = (
    name: string,
    help: string,
    read: () => Promise<{ status: string | number; count: number }[]>,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await read()) this.set({ status: String(row.status) }, Number(row.count));
      },
    });
  byStatus('deposit_orders', 'Deposit orders by state', sources.depositOrdersByStatus);
  byStatus('cash_outs', 'Cash-outs by state', sources.cashOutsByStatus);

  const metrics: Metrics = {
    registry,
    async job(name, work) {
      const stop = jobSeconds.startTimer({ job: name });
      try {
        // Each run has an id, as a request does: on its log lines and on the calls it makes.
        const result = await withRequestId(`job-${name}-${randomUUID()}`, work);
        jobRuns.inc({ job: name, outcome: 'ok' });
        return result;
      } catch (error) {
        jobRuns.inc({ job: name, outcome: 'failed' });
        throw error;
      } finally {
        stop();
      }
    },
    walletBatch: (size) => batches.observe(size),
    reconciliationDifferences: (count) => differences.set(count),
  };
  app.decorate('metrics', metrics);

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    // The route's pattern, never the raw URL, so ids in paths do not make a series each.
    const route = request.routeOptions.url ?? 'unmatched';
    const series = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(series);
    latency.observe(series, reply.elapsedTime / 1000);
    done();
  });

  const allowed = metricsAccess(app.config.metricsAllow);
  app.get('/metrics', async (request, reply) => {
    if (!allowed(request.socket.remoteAddress)) return reply.status(404).send({ status: 'not found' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
