import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where an instance is in its life: a load balancer sends traffic only while it is `serving`. */
export type Phase = 'starting' | 'serving' | 'stopping';

export interface Lifecycle {
  phase: Phase;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * `/healthz` is liveness (the process answers and reaches its database: restart it when not);
 * `/readyz` is readiness: 503 until server.ts has migrated and warmed up, and again from the first
 * moment of a shutdown, so a balancer stops sending calls before the listener closes.
 */
export const lifecycleRoutes = fp(async (app: FastifyInstance) => {
  app.decorate('lifecycle', { phase: 'starting' } as Lifecycle);

  app.get('/healthz', async (request, reply) => {
    try {
      await app.db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database does not answer');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  app.get('/readyz', async (_request, reply) => {
    const { phase } = app.lifecycle;
    if (phase !== 'serving') return reply.status(503).send({ status: phase });
    return { status: 'ready' };
  });
});
