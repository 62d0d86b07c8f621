import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken } from '../auth/tokens.js';
import type { Domain } from '../domains.js';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import { langOf, type MessageKey, t } from '../i18n/index.js';
import { toCents } from '../wallet/money.js';
import { placeBet, rollbackBet, settleWin, type WalletAnswer, walletBalance } from './settle.js';
import { signatureMatches, signBody } from './signature.js';

/** Every seamless-wallet call arrives under this prefix (contract: /vendor/wallet/*). */
const walletPrefix = '/api/vendor/wallet/';

/** The only vendor whose secret we hold; its calls are booked under its code. */
const vendor = 'HOUSE';

/**
 * The vendor acts on data.code (apps/house-vendor/PROTOCOL.md §2), so every answer of this API names
 * one, refusals included; error and message keep the casino's conventions.
 */
const vendorCodes: Partial<Record<MessageKey, string>> = {
  'wallet.badSignature': 'INVALID_SIGNATURE',
  'validation.invalid': 'INVALID_REQUEST',
  'wallet.launchInvalid': 'UNKNOWN_SESSION',
  'wallet.launchExpired': 'SESSION_EXPIRED',
  'wallet.playerBlocked': 'PLAYER_BLOCKED',
  'wallet.currencyMismatch': 'CURRENCY_MISMATCH',
  'wallet.insufficient': 'INSUFFICIENT_FUNDS',
  'wallet.transactionConflict': 'DUPLICATE_MISMATCH',
  'wallet.betRolledBack': 'BET_ROLLED_BACK',
  'wallet.roundHasWin': 'INVALID_REQUEST',
};

function refusal(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.send({
    error: error.code,
    message: t(langOf(request), error.messageKey, error.params),
    data: { code: vendorCodes[error.messageKey] ?? 'INTERNAL_ERROR' },
  });
}

/**
 * The signature is checked on the raw bytes before the body is parsed or validated, so a forged or
 * altered call is refused (error 1) before it can reach anything that changes money. A wallet call
 * whose bytes were not checked (a body that is not JSON, or none) is refused the same way. Answers are
 * signed the same way, so the vendor can tell them from a forged wallet's.
 */
const signedCalls = fp(async (app: FastifyInstance) => {
  const signed = new WeakSet<FastifyRequest>();
  app.rawBodyGuards.push((request, body) => {
    if (!request.url.startsWith(walletPrefix)) return true;
    if (!signatureMatches(app.config.houseVendorSecret, body, request.headers['x-signature'])) return false;
    signed.add(request);
    return true;
  });
  // Callback hooks, not async ones: every call of the app passes here, and a promise a hook costs.
  app.addHook('preValidation', (request, reply, done) => {
    if (!request.url.startsWith(walletPrefix) || signed.has(request)) return done();
    request.log.warn({ url: request.url }, 'vendor wallet call with a bad signature');
    refusal(request, reply, invalid('wallet.badSignature'));
  });
  // Refusals made before a handler runs (schema validation, a body too large, a failure) come from the
  // app's error handler without a vendor code; the vendor acts on data.code, so they get one here.
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    const answer = payload as { error?: unknown; data?: unknown } | null;
    if (!request.url.startsWith(walletPrefix) || answer?.data !== null || !answer.error)
      return done(null, payload);
    done(null, {
      ...answer,
      data: { code: answer.error === ErrorCode.busy ? 'INTERNAL_ERROR' : 'INVALID_REQUEST' },
    });
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(walletPrefix) && typeof payload === 'string') {
      reply.header('x-signature', signBody(app.config.houseVendorSecret, payload));
    }
    done(null, payload);
  });
});

interface CallBody {
  sessionToken: string;
  gameId: number;
  transactionId: string;
  roundId: string;
  amount: string;
  currency?: string;
  referenceTransactionId: string;
}

function callOf(request: FastifyRequest) {
  const body = request.body as CallBody;
  return { vendor, tokenHash: hashToken(body.sessionToken), gameId: body.gameId };
}

function moneyCall(request: FastifyRequest, positive: boolean) {
  const body = request.body as CallBody;
  const cents = toCents(body.amount);
  if (cents === undefined || (positive && cents <= 0n))
    throw invalid('validation.invalid', { field: 'amount' });
  return {
    ...callOf(request),
    transactionId: body.transactionId,
    roundId: body.roundId,
    amount: body.amount,
    currency: body.currency,
  };
}

/** Runs one wallet operation and answers in the vendor's terms: data.code on success and on refusal. */
function operation(run: (request: FastifyRequest) => Promise<WalletAnswer>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return { code: 'OK', ...(await run(request)) };
    } catch (error) {
      if (error instanceof ApiError) return refusal(request, reply, error);
      throw error;
    }
  };
}

export const vendorWallet: Domain = {
  name: 'vendorWallet',
  plugin: signedCalls,
  handlers: {
    vendorWalletBalance: operation((request) => walletBalance(request.server.db, callOf(request))),
    vendorWalletBet: operation((request) =>
      placeBet(request.server.db, moneyCall(request, true), request.log),
    ),
    vendorWalletWin: operation((request) =>
      settleWin(request.server.db, moneyCall(request, false), request.log),
    ),
    vendorWalletRollback: operation((request) => {
      const body = request.body as CallBody;
      return rollbackBet(request.server.db, {
        ...callOf(request),
        transactionId: body.transactionId,
        roundId: body.roundId,
        referenceTransactionId: body.referenceTransactionId,
        amount: body.amount,
        currency: body.currency,
      });
    }),
  },
};
