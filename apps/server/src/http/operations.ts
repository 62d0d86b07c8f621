import type { FastifyReply, FastifyRequest } from 'fastify';

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
}

/** operationId (from openapi/dist/openapi.json) -> handler. */
export type HandlerMap = Record<string, OperationHandler | OperationSpec>;

export function specOf(entry: OperationHandler | OperationSpec): OperationSpec {
  return typeof entry === 'function' ? { handler: entry } : entry;
}
