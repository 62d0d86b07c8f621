import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy did with one request it took in: the instance that answered, or why none did. */
export interface Forwarded {
  path: string;
  backend?: string;
  status?: number;
  /** The proxy answered 502 itself: the instance it had sent the request to dropped it. */
  dropped?: string;
}

export interface RoundRobin {
  url: string;
  /** Instances taking traffic, in turn. */
  backends: string[];
  /** Every request taken in, in the order their answers went out. */
  log: Forwarded[];
  /** Takes an instance out of the rotation, as a balancer does when its /readyz stops answering 200. */
  remove(backend: string): void;
  close(): Promise<void>;
}

const loopback = /^(?:::ffff:)?(127\.\d+\.\d+\.\d+)$/;

/**
 * A load balancer for tests of several instances: each request goes to the next instance in turn,
 * on a connection of its own (or, with `keepAlive`, on one kept open to that instance, as a balancer
 * under load does: bench/wallet). A refused connection (an instance gone or closing its listener) means
 * the request was never sent, so the next instance gets it; a connection lost after the request went
 * out is answered 502 (marked `x-proxy-dropped`), since only the client knows whether its call may be
 * sent again. The instance sees the client's own loopback address (the upstream connection leaves
 * from it), so per-address limits count clients, not the proxy.
 */
export async function startRoundRobin(
  backends: string[] = [],
  options: { keepAlive?: boolean } = {},
): Promise<RoundRobin> {
  const log: Forwarded[] = [];
  let turn = 0;
  const agents = new Map<string, http.Agent>();
  const agentFor = (backend: string) => {
    if (!options.keepAlive) return false;
    const agent = agents.get(backend) ?? new http.Agent({ keepAlive: true });
    agents.set(backend, agent);
    return agent;
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = request.url ?? '/';
      const from = loopback.exec(request.socket.remoteAddress ?? '')?.[1];
      const attempt = (tried: number) => {
        if (tried >= backends.length) {
          log.push({ path, dropped: 'no instance' });
          response.writeHead(503, { 'x-proxy-dropped': 'no instance' }).end();
          return;
        }
        const backend = backends[turn++ % backends.length] as string;
        const upstream = http.request(
          `${backend}${path}`,
          {
            method: request.method,
            headers: {
              ...request.headers,
              host: new URL(backend).host,
              connection: options.keepAlive ? 'keep-alive' : 'close',
            },
            agent: agentFor(backend),
            ...(from === undefined ? {} : { localAddress: from }),
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            answer.on('end', () => log.push({ path, backend, status: answer.statusCode }));
            answer.on('error', () => response.destroy());
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') return attempt(tried + 1);
          log.push({ path, backend, dropped: error.code ?? error.message });
          if (!response.headersSent) response.writeHead(502, { 'x-proxy-dropped': error.code ?? 'lost' });
          response.end();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    backends,
    log,
    remove(backend) {
      const index = backends.indexOf(backend);
      if (index >= 0) backends.splice(index, 1);
    },
    close: () =>
      new Promise((resolve) => {
        for (const agent of agents.values()) agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
