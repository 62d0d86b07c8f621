/**
 * The HTTP load generator, run as its own process so that producing and reading 50 callers' requests
 * does not share the server's event loop (a vendor's calls come from another machine). It gets one
 * job over IPC, answers the p99 latency and exits.
 */
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
}

export interface LoadResult {
  p99Ms: number;
}

process.once('message', async (job: LoadJob) => {
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
          const { kind, body } = callFor(job.prefix, job.players, next++);
          const payload = JSON.stringify(body);
          return {
            ...request,
            path: `/api/vendor/wallet/${kind}`,
            body: payload,
            headers: { 'content-type': 'application/json', 'x-signature': signBody(job.secret, payload) },
          };
        },
      },
    ],
  });
  process.send?.({ p99Ms: result.latency.p99 } satisfies LoadResult, () => process.exit(0));
});
