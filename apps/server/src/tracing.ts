import { register } from 'node:module';

/**
 * OpenTelemetry tracing, only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector: spans of the HTTP
 * calls in and out, Fastify's routes and hooks, and PostgreSQL queries, sent over OTLP/HTTP. Without
 * the setting nothing of OpenTelemetry is loaded. It must start before the server's modules are
 * imported: the instrumentations patch fastify, pg and node:http as they load (the ESM hook below).
 * The usual OTEL_* settings (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, ...) apply.
 */
export async function startTracing(endpoint: string | undefined): Promise<(() => Promise<void>) | undefined> {
  if (!endpoint) return undefined;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { FastifyInstrumentation },
    { PgInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-fastify'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'casino-server',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [new HttpInstrumentation(), new FastifyInstrumentation(), new PgInstrumentation()],
  });
  sdk.start();
  return () => sdk.shutdown();
}
