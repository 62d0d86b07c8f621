import Fastify, { type FastifyInstance } from 'fastify';
import { verifyLaunchToken } from '../http/launchToken';
import { exponentOf, formatMoney, parseMoney } from '../money';
import {
  WALLET_CODE_ERRORS,
  type WalletCode,
  type WalletOperation,
  type WalletResponse,
  type WalletResponseData,
} from '../wallet/protocol';
import { SIGNATURE_HEADER, signAnswer, type VendorSecrets, verifyRequest } from '../wallet/signature';

/**
 * A casino wallet small enough to read in one go, following PROTOCOL.md: it checks signatures, keeps
 * balances and answers repeats from its record. Tests use it to play against, and can make it drop
 * answers (after applying the call, like a lost response) or sign with a forged secret.
 */
export interface FakeCasinoWallet {
  url: string;
  balances: Map<number, number>;
  requests: { operation: WalletOperation; body: Record<string, unknown> }[];
  /** Close the connection instead of answering the next `times` calls of `operation` (the call is still applied). */
  dropAnswers(operation: WalletOperation, times: number): void;
  /** Sign answers with this secret instead of the shared one (a forged wallet). */
  forgeWith(secret: string | null): void;
  /** The progressive jackpot's pool, cents: balance answers show it, a jackpot call pays it once. */
  jackpot: { cents: number; seedCents: number };
  close(): Promise<void>;
}

interface Movement {
  operation: WalletOperation;
  amountCents: number;
  memberId: number;
  roundId: string;
  data: WalletResponseData;
}

/** `balances` in each member's currency, `currencies` by member (EUR when absent); amounts in its minor units. */
export async function startFakeCasinoWallet(
  secrets: VendorSecrets,
  balances: Record<number, string>,
  currencies: Record<number, string> = {},
): Promise<FakeCasinoWallet> {
  const app: FastifyInstance = Fastify();
  const exponentOfMember = (id: number) => exponentOf(currencies[id] ?? 'EUR');
  const state = {
    balances: new Map(
      Object.entries(balances).map(([id, amount]) => [
        Number(id),
        parseMoney(amount, exponentOfMember(Number(id)))!,
      ]),
    ),
    movements: new Map<string, Movement>(),
    rolledBack: new Set<string>(),
    roundsWithBets: new Set<string>(),
    drops: new Map<WalletOperation, number>(),
    forged: null as string | null,
    requests: [] as FakeCasinoWallet['requests'],
    jackpot: { cents: 100_000, seedCents: 100_000 },
  };
  let sequence = 0;

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  for (const operation of ['balance', 'bet', 'win', 'rollback', 'jackpot'] as const) {
    app.post(`/api/vendor/wallet/${operation}`, async (request, reply) => {
      const raw = request.body as string;
      const v1 = verifyRequest(secrets.request, raw, request.headers[SIGNATURE_HEADER] as string | undefined);
      const answer = (code: WalletCode, data: Omit<WalletResponseData, 'code'> = {}) => {
        const response: WalletResponse = {
          error: WALLET_CODE_ERRORS[code],
          message: code === 'OK' ? '' : code,
          data: { code, ...data },
        };
        const text = JSON.stringify(response);
        return reply
          .header('content-type', 'application/json')
          .header(SIGNATURE_HEADER, signAnswer(state.forged ?? secrets.answer, v1 ?? '', text))
          .send(text);
      };
      if (v1 === undefined) return answer('INVALID_SIGNATURE');
      const body = JSON.parse(raw) as Record<string, string>;
      state.requests.push({ operation, body });
      const outcome = apply(operation, body);
      const drops = state.drops.get(operation) ?? 0;
      if (drops > 0) {
        state.drops.set(operation, drops - 1);
        request.raw.socket.destroy();
        return reply.hijack();
      }
      return answer(outcome.code, outcome.data);
    });
  }

  function apply(
    operation: WalletOperation,
    body: Record<string, string>,
  ): { code: WalletCode; data?: Omit<WalletResponseData, 'code'> } {
    const token = verifyLaunchToken(secrets.launch, String(body.sessionToken));
    if (!token.ok || token.claims.mode !== 'real' || token.claims.memberId === null)
      return { code: 'UNKNOWN_SESSION' };
    const memberId = token.claims.memberId;
    const exponent = exponentOf(token.claims.currency);
    const balance = () => formatMoney(state.balances.get(memberId) ?? 0, exponent);
    if (operation === 'balance') {
      const jackpot = formatMoney(state.jackpot.cents, exponent);
      return { code: 'OK', data: { balance: balance(), currency: token.claims.currency, jackpot } };
    }
    if (operation === 'jackpot') return claim(memberId, body, balance, token.claims.currency);

    const amountCents = parseMoney(String(body.amount), exponent);
    if (amountCents === null || typeof body.transactionId !== 'string') return { code: 'INVALID_REQUEST' };
    const previous = state.movements.get(body.transactionId);
    if (previous) {
      return previous.amountCents === amountCents && previous.operation === operation
        ? { code: previous.data.code, data: previous.data }
        : { code: 'DUPLICATE_MISMATCH', data: { balance: balance() } };
    }
    const record = (code: WalletCode, moved: number) => {
      state.balances.set(memberId, (state.balances.get(memberId) ?? 0) + moved);
      sequence += 1;
      const data: WalletResponseData = {
        code,
        balance: balance(),
        currency: token.claims.currency,
        transactionId: body.transactionId,
        ...(moved !== 0 || code === 'OK' ? { casinoTransactionId: `c${sequence}` } : {}),
      };
      state.movements.set(body.transactionId!, {
        operation,
        amountCents: amountCents,
        memberId,
        roundId: String(body.roundId),
        data,
      });
      return { code, data };
    };

    switch (operation) {
      case 'bet':
        if (token.expired) return { code: 'SESSION_EXPIRED', data: { balance: balance() } };
        if (state.rolledBack.has(body.transactionId))
          return { code: 'BET_ROLLED_BACK', data: { balance: balance() } };
        if ((state.balances.get(memberId) ?? 0) < amountCents)
          return { code: 'INSUFFICIENT_FUNDS', data: { balance: balance() } };
        state.roundsWithBets.add(String(body.roundId));
        return record('OK', -amountCents);
      case 'win':
        if (!state.roundsWithBets.has(String(body.roundId)))
          return { code: 'UNKNOWN_ROUND', data: { balance: balance() } };
        return record('OK', amountCents);
      case 'rollback': {
        const reference = String(body.referenceTransactionId);
        const refunded = state.rolledBack.has(reference);
        state.rolledBack.add(reference);
        const bet = state.movements.get(reference);
        return record('OK', bet && bet.operation === 'bet' && !refunded ? bet.amountCents : 0);
      }
    }
  }

  /** The casino decides: a round with a bet takes the whole pool, which restarts at the seed. */
  function claim(
    memberId: number,
    body: Record<string, string>,
    balance: () => string,
    currency: string,
  ): { code: WalletCode; data?: Omit<WalletResponseData, 'code'> } {
    const previous = state.movements.get(String(body.transactionId));
    if (previous) {
      return previous.operation === 'jackpot' && previous.roundId === String(body.roundId)
        ? { code: 'OK', data: previous.data }
        : { code: 'DUPLICATE_MISMATCH', data: { balance: balance() } };
    }
    if (!state.roundsWithBets.has(String(body.roundId)))
      return { code: 'UNKNOWN_ROUND', data: { balance: balance() } };
    const paid = state.jackpot.cents;
    state.jackpot.cents = state.jackpot.seedCents;
    state.balances.set(memberId, (state.balances.get(memberId) ?? 0) + paid);
    sequence += 1;
    const data: WalletResponseData = {
      code: 'OK',
      balance: balance(),
      currency,
      transactionId: body.transactionId,
      amount: formatMoney(paid, exponentOf(currency)),
      casinoTransactionId: `c${sequence}`,
    };
    state.movements.set(String(body.transactionId), {
      operation: 'jackpot',
      amountCents: paid,
      memberId,
      roundId: String(body.roundId),
      data,
    });
    return { code: 'OK', data };
  }

  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${url}/api/vendor/wallet`,
    balances: state.balances,
    requests: state.requests,
    dropAnswers: (operation, times) => state.drops.set(operation, times),
    forgeWith: (forged) => {
      state.forged = forged;
    },
    jackpot: state.jackpot,
    close: () => app.close(),
  };
}
