import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canonicalDetail, countedRouletteStake, type RouletteBetDetail } from '../bonuses/index.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import { langOf, type MessageKey, t } from '../i18n/index.js';
import { exponentOf, toMinor } from '../shared/money.js';
import { hashToken } from '../shared/tokens.js';
import type { WalletAnswer } from './calls.js';
import { claimJackpot } from './jackpotClaim.js';
import { placeBet, rollbackBet, settleWin, walletBalance } from './settle.js';
import { parseSignature, replayWindowSeconds, SeenCalls, signAnswer, verifyRequest } from './signature.js';
import { isWalletRoute } from './walletRoute.js';

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
  // The player's own protection (issue 30): the vendor refuses the round and shows the message.
  'protection.onBreak': 'PLAYER_BLOCKED',
  'protection.sessionLimit': 'PLAYER_BLOCKED',
  'protection.lossLimit': 'PLAYER_BLOCKED',
  'protection.stakeLimit': 'PLAYER_BLOCKED',
  'protection.realityCheckHeld': 'PLAYER_BLOCKED',
  'wallet.currencyMismatch': 'CURRENCY_MISMATCH',
  'wallet.insufficient': 'INSUFFICIENT_FUNDS',
  'wallet.bonusMaxStake': 'STAKE_LIMIT',
  'wallet.tableLimit': 'TABLE_LIMIT',
  'wallet.transactionConflict': 'DUPLICATE_MISMATCH',
  'wallet.betRolledBack': 'BET_ROLLED_BACK',
  'wallet.roundHasWin': 'INVALID_REQUEST',
  'wallet.unknownRound': 'UNKNOWN_ROUND',
};

function refusal(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.send({
    error: error.code,
    message: t(langOf(request), error.messageKey, error.params),
    data: { code: vendorCodes[error.messageKey] ?? 'INTERNAL_ERROR' },
  });
}

/** Wallet calls whose body bytes carried the vendor's signature, with the v1 their answer is bound to. */
const signed = new WeakMap<FastifyRequest, string>();

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a signed call's v1 is seen for the first time inside the window (replay guard). */
    firstSighting(v1: string): boolean | Promise<boolean>;
  }
}

/**
 * The signature is checked on the raw bytes before the body is parsed, so a forged or altered call
 * is refused before it can reach anything that changes money. The parser is the app's, so this guard
 * asks the matched route whether the call is a wallet call. The replay guard is every instance's
 * when they share a Redis (a replay sent to another instance is refused there too); alone, this
 * process's memory, answered without a promise on the wallet's hot path.
 */
const signedBodies = fp(async (app: FastifyInstance) => {
  const ttlMs = 2 * replayWindowSeconds * 1000;
  const seen = new SeenCalls();
  const shared = app.shortLived;
  const firstSighting: (v1: string) => boolean | Promise<boolean> = shared.shared
    ? (v1) => shared.markOnce(`wallet:seen:${v1}`, ttlMs)
    : (v1) => seen.firstSighting(v1);
  app.decorate('firstSighting', firstSighting);
  app.rawBodyGuards.push((request, body) => {
    if (!isWalletRoute(request)) return true;
    const v1 = verifyRequest(app.config.houseVendorSecrets.request, body, request.headers['x-signature']);
    if (v1 === undefined) return false;
    signed.set(request, v1);
    return true;
  });
});

function badSignature(request: FastifyRequest, reply: FastifyReply): void {
  request.log.warn({ url: request.url }, 'vendor wallet call with a bad signature or a replay');
  refusal(request, reply, invalid('wallet.badSignature'));
}

/**
 * Hooks of the wallet routes only: Fastify runs them for every spelling of the path its router
 * accepts (`/api/vendor/walle%74/win` included), so no spelling reaches a handler unsigned. A call
 * whose bytes were not checked (a body that is not JSON, or none) is refused like a forged one, and
 * so is a call seen before. Answers are signed the same way, so the vendor can tell them from a
 * forged wallet's.
 */
const walletRoute = {
  config: { vendorWallet: true },
  hooks: {
    // Callback hooks, not async ones: a promise a hook costs on the wallet's hot path.
    preValidation(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
      const v1 = signed.get(request);
      if (v1 === undefined) return badSignature(request, reply);
      const first = request.server.firstSighting(v1);
      if (first === true) return done();
      if (first === false) return badSignature(request, reply);
      first.then(
        (isFirst) => (isFirst ? done() : badSignature(request, reply)),
        (error: unknown) => done(error as Error),
      );
    },
    // Refusals made before a handler runs (schema validation, a body too large, a failure) come from
    // the app's error handler without a vendor code; the vendor acts on data.code, so they get one here.
    preSerialization(
      _request: FastifyRequest,
      _reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, payload?: unknown) => void,
    ) {
      const answer = payload as { error?: unknown; data?: unknown } | null;
      if (answer?.data !== null || !answer.error) return done(null, payload);
      done(null, {
        ...answer,
        data: { code: answer.error === ErrorCode.busy ? 'INTERNAL_ERROR' : 'INVALID_REQUEST' },
      });
    },
    onSend(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, payload?: unknown) => void,
    ) {
      if (typeof payload === 'string') {
        // A refused call's answer is bound to the v1 it claimed, so its sender can still read the refusal.
        const v1 = signed.get(request) ?? parseSignature(request.headers['x-signature'])?.v1 ?? '';
        reply.header('x-signature', signAnswer(request.server.config.houseVendorSecrets.answer, v1, payload));
      }
      done(null, payload);
    },
  },
};

interface CallBody {
  sessionToken: string;
  gameId: number;
  transactionId: string;
  roundId: string;
  amount: string;
  currency?: string;
  referenceTransactionId: string;
  rouletteBets?: RouletteBetDetail[];
}

function callOf(request: FastifyRequest) {
  const body = request.body as CallBody;
  return { vendor, tokenHash: hashToken(body.sessionToken), gameId: body.gameId };
}

/** A roulette bet's positions, when the vendor sent them: what counts toward wagering, and their record. */
function rouletteDetail(request: FastifyRequest, amount: string) {
  const bets = (request.body as CallBody).rouletteBets;
  if (bets === undefined) return {};
  const exponent = exponentOf((request.body as CallBody).currency);
  const countedAmount = countedRouletteStake(amount, bets, exponent);
  if (countedAmount === undefined) throw invalid('validation.invalid', { field: 'rouletteBets' });
  return { countedAmount, detail: canonicalDetail(bets, exponent) };
}

function moneyCall(request: FastifyRequest, positive: boolean) {
  const body = request.body as CallBody;
  // in the call's currency's decimals (a BTC call's 8); a currency the member does not hold is refused
  // by the statement that books it (CURRENCY_MISMATCH)
  const units = toMinor(body.amount, exponentOf(body.currency));
  if (units === undefined || (positive && units <= 0n))
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
function operation(run: (request: FastifyRequest) => Promise<WalletAnswer | object>) {
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
  plugin: signedBodies,
  handlers: {
    vendorWalletBalance: {
      ...walletRoute,
      handler: operation((request) => walletBalance(request.server.db, callOf(request))),
    },
    vendorWalletBet: {
      ...walletRoute,
      handler: operation((request) => {
        const call = moneyCall(request, true);
        return placeBet(request.server.db, { ...call, ...rouletteDetail(request, call.amount) }, request.log);
      }),
    },
    vendorWalletWin: {
      ...walletRoute,
      handler: operation((request) => settleWin(request.server.db, moneyCall(request, false), request.log)),
    },
    vendorWalletJackpot: {
      ...walletRoute,
      handler: operation((request) => {
        const body = request.body as CallBody;
        return claimJackpot(request.server.db, {
          ...callOf(request),
          transactionId: body.transactionId,
          roundId: body.roundId,
          currency: body.currency,
        });
      }),
    },
    vendorWalletRollback: {
      ...walletRoute,
      handler: operation((request) => {
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
  },
};
