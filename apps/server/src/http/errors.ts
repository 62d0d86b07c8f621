import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { langOf, type MessageKey, t } from '../i18n/index.js';
import { ApiError, type Envelope, ErrorCode } from './envelope.js';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** The first failing field, as the player knows it (`email`, not `/email`). */
function fieldOf(issue: ValidationIssue): string {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return issue.params.missingProperty;
  }
  const path = issue.instancePath.replace(/^\//, '').split('/')[0];
  return path === undefined || path === '' ? 'body' : path;
}

function validationMessage(issue: ValidationIssue): MessageKey {
  if (issue.keyword === 'required') return 'validation.required';
  if (issue.keyword === 'maxLength' || issue.keyword === 'maxItems') return 'validation.tooLong';
  return 'validation.invalid';
}

function envelope(code: number, message: string): Envelope<null> {
  return { error: code, message, data: null };
}

/**
 * Every failure leaves as an envelope with HTTP 200 (429 for too many attempts): client mistakes as
 * error 1 naming the field, anything unexpected as error 9 with the generic message and the request
 * id in the log, never a stack trace.
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = langOf(request);
    if (error instanceof ApiError) {
      const status = error.code === ErrorCode.tooManyAttempts ? 429 : 200;
      return reply.status(status).send(envelope(error.code, t(lang, error.messageKey, error.params)));
    }
    const validation = (error as FastifyError).validation as ValidationIssue[] | undefined;
    if (validation && validation.length > 0) {
      const issue = validation[0]!;
      return reply
        .status(200)
        .send(envelope(ErrorCode.invalid, t(lang, validationMessage(issue), { field: fieldOf(issue) })));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(envelope(ErrorCode.tooManyAttempts, t(lang, 'common.tooManyAttempts')));
    }
    if (status === 413) {
      return reply.status(200).send(envelope(ErrorCode.invalid, t(lang, 'validation.tooLarge')));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: (error as FastifyError).code }, 'unreadable request');
      return reply.status(200).send(envelope(ErrorCode.invalid, t(lang, 'validation.malformed')));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(200).send(envelope(ErrorCode.busy, t(lang, 'common.serverBusy')));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(envelope(ErrorCode.notFound, t(langOf(request), 'common.notFound'))),
  );
});
