import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { trace } from '@opentelemetry/api';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { symbols } from 'pino';

const requestIdHeader = 'x-request-id';

/**
 * A plain token of bounded length: anything else (spaces, a newline, a second header joined with a
 * comma, a kilobyte) could forge or bloat log lines, so it is replaced rather than trusted.
 */
const saneRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's genReqId: the caller's x-request-id when it is a sane token, a fresh one otherwise. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[requestIdHeader];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}

/** The id of the request (or scheduled run, see withRequestId) the running code serves; empty at start. */
const current = new AsyncLocalStorage<string>();

/**
 * Runs work that no request started (a scheduled job's run) under an id of its own, so its log lines
 * and its calls to providers can be matched as a request's are.
 */
export function withRequestId<T>(id: string, work: () => T): T {
  return current.run(id, work);
}

/** Headers for an outbound call, so the provider's or vendor's side can be matched with our log line. */
export function requestIdHeaders(): Record<string, string> {
  const id = current.getStore();
  return id === undefined ? {} : { [requestIdHeader]: id };
}

/** A fetch that adds the current request's id to every call it makes (for clients that take a fetch). */
export const fetchWithRequestId: typeof fetch = (input, init) => {
  const id = current.getStore();
  if (id === undefined) return fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set(requestIdHeader, id);
  return fetch(input, { ...init, headers });
};

/**
 * pino's mixin: a line written through a logger that does not already name the request (app.log held
 * by a rule or a plugin) gets the id of the request it was written for.
 */
export function requestIdMixin(_fields: object, _level: number, logger: object): { reqId?: string } {
  const id = current.getStore();
  if (id === undefined) return {};
  // A request's own logger (request.log) carries reqId in its bindings; naming it twice would repeat the key.
  const bindings = (logger as { [symbols.chindingsSym]?: string })[symbols.chindingsSym];
  return bindings?.includes('"reqId":') ? {} : { reqId: id };
}

/**
 * Runs each request's hooks and handler with its id in the async context. Fastify itself carries that
 * context across reading the body (its parser runs the rest in the request's AsyncResource).
 */
const plugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onRequest', (request, _reply, next) => {
    // With tracing on (src/tracing.ts), the request's span names the id the logs carry; without it
    // there is no active span and this does nothing.
    trace.getActiveSpan()?.setAttribute('casino.request_id', request.id);
    current.run(request.id, next);
  });
  app.addHook('onSend', (request, reply, payload, next) => {
    reply.header(requestIdHeader, request.id);
    next(null, payload);
  });
  done();
};

export const requestContext = fp(plugin, { name: 'request-context' });
