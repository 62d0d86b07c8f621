import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/index.js';
import type { Db } from '../db/database.js';
import { ApiError, ErrorCode } from '../http/envelope.js';
import type { OperationHandler } from '../http/operations.js';
import { catalogues, type Lang, type MessageKey, type MessageParams, t } from '../i18n/index.js';
import { currentOperator } from './session.js';

/** A rule of another domain refused the move in words meant for an operator (a status that does not allow it). */
export class OperatorRefusal extends Error {
  override name = 'OperatorRefusal';
}

/** What a change is about, for the audit row of a refusal too. */
export interface Target {
  type: string;
  id: string | number;
}

/** The change's audit row, in the change's own transaction (`db` is that transaction). */
export async function audit(
  db: Db,
  request: FastifyRequest,
  entry: {
    target: Target | null;
    before?: unknown;
    after?: unknown;
    reason?: string | null;
    action?: string;
  },
): Promise<void> {
  const operator = currentOperator(request);
  await recordAudit(db, {
    operatorId: operator.id,
    operatorName: operator.username,
    action: entry.action ?? operationOf(request),
    targetType: entry.target?.type ?? null,
    targetId: entry.target === null ? null : String(entry.target.id),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    outcome: 'done',
  });
}

const operationOf = (request: FastifyRequest) =>
  request.routeOptions.config.operationId ?? request.routeOptions.url ?? '';

/**
 * An admin operation whose refusals are audited too: who tried what on which target, and why it was
 * refused. `targetOf` names the target from the body before anything runs.
 */
export function changing(
  targetOf: (body: Record<string, unknown>) => Target | null,
  handler: OperationHandler,
): OperationHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      const refusal =
        error instanceof OperatorRefusal
          ? new ApiError(ErrorCode.refused, 'admin.transitionRefused', { detail: error.message })
          : error;
      if (refusal instanceof ApiError && request.operator !== null) {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const target = targetOf(body);
        await recordAudit(request.server.db, {
          operatorId: request.operator.id,
          operatorName: request.operator.username,
          action: operationOf(request),
          targetType: target?.type ?? null,
          targetId: target === null ? null : String(target.id),
          before: null,
          // The refusal's message key beside its English text: the chain keeps the text, and the audit
          // screens read the key back in each operator's language (refusalReason).
          after: {
            attempted: redactedBody(body),
            refusal: { messageKey: refusal.messageKey, params: refusal.params },
          },
          reason: t('en', refusal.messageKey, refusal.params),
          outcome: 'refused',
        });
      }
      throw refusal;
    }
  };
}

/**
 * The reason of an audited refusal in `lang`, from the message key its row keeps; null for any other row
 * (an operator's own reason, or a refusal written before rows kept their key), whose stored text stands.
 */
export function refusalReason(lang: Lang, after: unknown): string | null {
  const refusal = (after as { refusal?: { messageKey?: unknown; params?: unknown } } | null)?.refusal;
  const key = refusal?.messageKey;
  if (typeof key !== 'string' || !(key in catalogues.en)) return null;
  const params = typeof refusal?.params === 'object' && refusal.params !== null ? refusal.params : {};
  return t(lang, key as MessageKey, params as MessageParams);
}

/** Never a password or a code in the audit. */
function redactedBody(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      /password|code|token/i.test(key) ? '[redacted]' : value,
    ]),
  );
}
