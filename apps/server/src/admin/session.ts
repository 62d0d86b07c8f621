import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from '../audit/index.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { ApiError, ErrorCode } from '../http/envelope.js';
import { hashToken, newToken, tokenFromHeader } from '../shared/tokens.js';
import { mayCall, type Role } from './permissions.js';
import { createOperatorSession, findOperatorSession, touchOperatorSession } from './repository.js';

export interface SessionOperator {
  id: number;
  sessionId: number;
  username: string;
  displayName: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard from an operator session token; never from a payload. */
    operator: SessionOperator | null;
  }
}

/**
 * Operator tokens carry their own prefix and live in their own table: a player's token is unknown
 * here and an operator's is unknown to the player guard, whichever header it is sent in.
 */
export const OPERATOR_TOKEN_PREFIX = 'op_';

export function currentOperator(request: FastifyRequest): SessionOperator {
  if (request.operator === null) throw new ApiError(ErrorCode.session, 'common.sessionExpired');
  return request.operator;
}

async function liveOperatorSession(db: Db, config: Config, token: string | undefined) {
  if (token === undefined || !token.startsWith(OPERATOR_TOKEN_PREFIX)) return undefined;
  const row = await findOperatorSession(db, hashToken(token));
  if (row === undefined || row.revokedAt !== null || row.enabled !== 1) return undefined;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) return undefined;
  if (row.lastSeenAt.getTime() + config.operatorIdleMinutes * 60_000 <= now) return undefined;
  return row;
}

/**
 * The guard of every admin operation: a live operator session (else -2), then the permission the
 * operation needs (else error 5, written to the audit with who asked). Decided from the operationId
 * of the route that matched, never from the URL.
 */
export function operatorGuard(operationId: string): onRequestHookHandler {
  return async function requireOperator(this: FastifyInstance, request) {
    const { db, config } = request.server;
    const session = await liveOperatorSession(db, config, tokenFromHeader(request.headers.authorization));
    if (session === undefined) throw new ApiError(ErrorCode.session, 'common.sessionExpired');
    await touchOperatorSession(db, session.sessionId);
    request.operator = {
      id: session.operatorId,
      sessionId: session.sessionId,
      username: session.username,
      displayName: session.displayName,
      role: session.role,
    };
    if (!mayCall(session.role, operationId)) {
      await recordAudit(db, {
        operatorId: session.operatorId,
        operatorName: session.username,
        action: operationId,
        targetType: null,
        targetId: null,
        before: null,
        after: null,
        reason: `forbidden for role ${session.role}`,
        outcome: 'refused',
      });
      throw new ApiError(ErrorCode.forbidden, 'admin.forbidden');
    }
  };
}

export const operatorSessions = fp(async (app: FastifyInstance) => {
  app.decorateRequest('operator', null);
});

export async function openOperatorSession(
  db: Db,
  config: Config,
  operatorId: number,
  ip: string,
): Promise<string> {
  const token = `${OPERATOR_TOKEN_PREFIX}${newToken()}`;
  await createOperatorSession(db, {
    operator_id: operatorId,
    token_hash: hashToken(token),
    ip,
    expires_at: new Date(Date.now() + config.operatorSessionHours * 3_600_000),
  });
  return token;
}
