import { createServer, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from './test/db.js';
import { freePort } from './test/freePort.js';
import {
  type ProcessDatabase,
  processDatabase,
  type ServerProcess,
  startServer,
} from './test/serverProcess.js';

/** A stand-in OTLP/HTTP collector: keeps every export it is sent. */
let collector: Server;
const exports: { path: string; body: string }[] = [];
let database: ProcessDatabase;
let server: ServerProcess;

beforeAll(async () => {
  const port = await freePort();
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      exports.push({ path: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(port, '127.0.0.1', resolve));
  database = await processDatabase();
  server = await startServer({
    ...database.env,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
}, 180_000);
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await database?.destroy();
  await new Promise((resolve) => collector.close(resolve));
});

describe('OpenTelemetry tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('sends the spans of a request to the collector: the HTTP call, its route and its query', async () => {
    const answer = await fetch(`${server.url}/healthz`);
    expect(answer.status).toBe(200);
    const request = () =>
      spans().find(
        (span) =>
          span.scope === '@opentelemetry/instrumentation-http' &&
          span.kind === 2 &&
          span.attributes.includes('/healthz'),
      );
    for (let waited = 0; waited < 100 && request() === undefined; waited += 1) await sleep(100);
    const served = request();
    expect(served).toBeDefined();
    const sameTrace = spans().filter((span) => span.traceId === served?.traceId);
    expect(sameTrace.map((span) => span.scope)).toContain('@opentelemetry/instrumentation-fastify');
    if (testEngine === 'postgres') {
      expect(sameTrace.map((span) => span.scope)).toContain('@opentelemetry/instrumentation-pg');
    }
  }, 30_000);

  it("names the request id the logs carry on the request's trace", async () => {
    const answer = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'trace-me-7' } });
    expect(answer.headers.get('x-request-id')).toBe('trace-me-7');
    const tagged = () => spans().find((span) => span.attributes.includes('trace-me-7'));
    for (let waited = 0; waited < 100 && tagged() === undefined; waited += 1) await sleep(100);
    expect(tagged()?.attributes).toContain('casino.request_id');
  }, 30_000);
});

interface Span {
  scope: string;
  name: string;
  kind: number;
  traceId: string;
  /** The attributes as JSON text, to look a value up in. */
  attributes: string;
}

/** Every span the collector received (OTLP/HTTP JSON). */
function spans(): Span[] {
  return exports
    .filter((e) => e.path === '/v1/traces')
    .flatMap((e) => {
      const body = JSON.parse(e.body) as {
        resourceSpans: {
          scopeSpans: {
            scope: { name: string };
            spans: { name: string; kind: number; traceId: string; attributes: unknown[] }[];
          }[];
        }[];
      };
      return body.resourceSpans.flatMap((resource) =>
        resource.scopeSpans.flatMap((scope) =>
          scope.spans.map((span) => ({
            scope: scope.scope.name,
            name: span.name,
            kind: span.kind,
            traceId: span.traceId,
            attributes: JSON.stringify(span.attributes),
          })),
        ),
      );
    });
}
