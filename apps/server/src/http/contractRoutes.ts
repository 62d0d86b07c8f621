import type {
  FastifyInstance,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import { langOf, t } from '../i18n/index.js';
import {
  fieldWithInfinity,
  fieldWithLooseNumber,
  fieldWithNul,
  formArrayFields,
  numberFields,
  splitFormArrays,
} from './body.js';
import { type Contract, contractOperations } from './contract.js';
import { type Envelope, ErrorCode, invalid, success } from './envelope.js';
import { type HandlerMap, specOf } from './operations.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route answers (the audit names it). */
    operationId?: string;
  }
}

export interface ContractRoutesOptions {
  contract: Contract;
  handlers: HandlerMap;
  pending: Record<string, number | null>;
  /** Builds the session check for operations the contract does not mark public. */
  memberGuard: (options: { allowDisabledMember: boolean; optional: boolean }) => preHandlerHookHandler;
  /** Builds the operator session and permission check of a back-office operation. */
  operatorGuard: (operationId: string) => onRequestHookHandler;
}

/**
 * One Fastify route per contract operation under /api, validated by the contract's own request
 * schema, answered by the domain handler registered under its operationId.
 */
export async function contractRoutes(app: FastifyInstance, options: ContractRoutesOptions): Promise<void> {
  for (const operation of contractOperations(options.contract)) {
    const entry = options.handlers[operation.operationId];
    const route: RouteOptions = {
      method: operation.method,
      url: `/api${operation.path}`,
      schema: {
        ...(operation.bodySchema && !operation.isMultipart ? { body: operation.bodySchema } : {}),
        ...(operation.querySchema ? { querystring: operation.querySchema } : {}),
      },
      preValidation: preValidationFor(operation.bodySchema, operation.querySchema),
      preHandler: [finiteNumbers],
      handler: async (request) => {
        const envelope: Envelope<null> = {
          error: ErrorCode.busy,
          message: t(langOf(request), 'common.notAvailableYet'),
          data: null,
        };
        return envelope;
      },
    };
    if (entry !== undefined) {
      const spec = specOf(entry);
      route.config = {
        operationId: operation.operationId,
        ...(spec.rateLimited
          ? { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } }
          : {}),
        ...spec.config,
      };
      const hooks = spec.hooks ?? {};
      // The operation's own checks come before the form-array split: a refused call is never read.
      if (hooks.preValidation) route.preValidation = [hooks.preValidation, route.preValidation ?? []].flat();
      if (hooks.preSerialization) route.preSerialization = hooks.preSerialization;
      if (hooks.onSend) route.onSend = hooks.onSend;
      if (operation.forOperators) {
        // The operator check reads headers only, so it runs before the body is parsed or validated:
        // someone without the permission learns nothing about a body's shape from the answer.
        route.onRequest = options.operatorGuard(operation.operationId);
      } else if (!operation.isPublic) {
        route.preHandler = [
          finiteNumbers,
          options.memberGuard({
            allowDisabledMember: spec.allowDisabledMember === true,
            optional: spec.optionalSession === true,
          }),
        ];
      }
      route.handler = async (request, reply) => {
        const data = await spec.handler(request, reply);
        // A handler that answered itself (an image, a redirect) returns the reply.
        if (data === reply) return reply;
        return success(data ?? null);
      };
    } else if (!(operation.operationId in options.pending)) {
      app.log.warn({ operationId: operation.operationId }, 'contract operation without handler');
    }
    app.route(route);
  }
}

/**
 * Before the schema: NUL is refused in every field, named or not (error 1 naming it), a number field
 * must hold plain decimal text or a JSON number (see fieldWithLooseNumber), and form bodies
 * carry a list as one comma-joined value (the conventions) where the schema wants an array.
 */
function preValidationFor(
  bodySchema: Record<string, unknown> | undefined,
  querySchema: Record<string, unknown> | undefined,
): preValidationHookHandler {
  const fields = formArrayFields(bodySchema);
  const bodyNumbers = numberFields(bodySchema);
  const queryNumbers = numberFields(querySchema);
  return (request, _reply, done) => {
    const field =
      fieldWithNul(request.query) ??
      fieldWithNul(request.body) ??
      fieldWithLooseNumber(request.query, queryNumbers) ??
      fieldWithLooseNumber(request.body, bodyNumbers);
    if (field !== undefined) return done(invalid('validation.invalid', { field }));
    if (
      fields.length > 0 &&
      request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
    ) {
      splitFormArrays(request.body, fields);
    }
    done();
  };
}

/** After the schema: a number it coerced to Infinity is refused like any value past its bounds. */
const finiteNumbers: preHandlerHookHandler = (request, _reply, done) => {
  const field = fieldWithInfinity(request.query) ?? fieldWithInfinity(request.body);
  done(field === undefined ? undefined : invalid('validation.invalid', { field }));
};
