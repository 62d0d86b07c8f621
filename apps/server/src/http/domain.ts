import type { FastifyPluginAsync } from 'fastify';
import type { HandlerMap } from './operations.js';

/**
 * A domain: the contract operations it answers (by operationId) and, optionally, a plugin for routes
 * outside the contract (pages, vendor callbacks). It lives below the domains so that each can name it
 * without importing the list of all of them (src/domains.ts).
 */
export interface Domain {
  name: string;
  handlers?: HandlerMap;
  plugin?: FastifyPluginAsync;
}
