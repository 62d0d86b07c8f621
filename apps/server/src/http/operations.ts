import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/**
 * A domain's answer to one contract operation: it returns the envelope's data (or throws ApiError).
 * The member, when the contract requires a session, is already on request.member.
 */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface OperationSpec {
  handler: OperationHandler;
  /** Fastify route config, e.g. `{ rateLimit: { max: 10, timeWindow: '1 minute' } }`. */
  config?: Record<string, unknown>;
  /**
   * Token info and refresh must see a disabled member's session to answer `enabled: 0` (spec 000 §4)
   * instead of error -2.
   */
  allowDisabledMember?: boolean;
  /** Limited per client address to AUTH_RATE_LIMIT_PER_MINUTE calls a minute (login, sign-up, mails). */
  rateLimited?: boolean;
  /** The guard sets request.member when a live session is sent, and lets a guest through otherwise. */
  optionalSession?: boolean;
  /**
   * Hooks of this operation's route only. Fastify runs them for whichever spelling of the path the
   * router matched, so a check placed here cannot be skipped by encoding the URL differently.
   */
  hooks?: Pick<RouteOptions, 'preValidation' | 'preSerialization' | 'onSend'>;
}

/** operationId (from openapi/dist/openapi.json) -> handler. */
export type HandlerMap = Record<string, OperationHandler | OperationSpec>;

export function specOf(entry: OperationHandler | OperationSpec): OperationSpec {
  return typeof entry === 'function' ? { handler: entry } : entry;
}
