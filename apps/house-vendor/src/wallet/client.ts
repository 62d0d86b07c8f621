import { setTimeout as sleep } from 'node:timers/promises';
import { CATALOGUE_EXPONENT, exponentOf } from '../money';
import {
  WALLET_CODES,
  type WalletCode,
  type WalletOperation,
  type WalletRequests,
  type WalletResponseData,
} from './protocol';
import { isValidAnswer, SIGNATURE_HEADER, signRequest, type VendorSecrets } from './signature';

export type WalletResult =
  | { kind: 'ok'; data: WalletResponseData }
  | { kind: 'refused'; code: Exclude<WalletCode, 'OK'>; data: WalletResponseData }
  /** No trustworthy answer: network failure, timeout, busy casino, or an answer whose signature is wrong. */
  | { kind: 'unreachable'; reason: string };

export interface WalletClientOptions {
  /** Base URL of the casino's wallet, e.g. https://casino.example/api/vendor/wallet */
  walletUrl: string;
  /** The request secret signs calls; the answer secret checks the casino's answers. */
  secrets: Pick<VendorSecrets, 'request' | 'answer'>;
  timeoutMs?: number;
  /** Attempts for win and rollback (bets are never retried: an unanswered bet is rolled back). */
  attempts?: number;
  /** First retry delay; doubles after each failure. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

/** Posts signed JSON to the casino and checks that every answer is signed by the casino too. */
export class WalletClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: WalletClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  balance(request: WalletRequests['balance']): Promise<WalletResult> {
    return this.call('balance', request);
  }

  bet(request: WalletRequests['bet']): Promise<WalletResult> {
    return this.call('bet', request);
  }

  /** Retried with the same transactionId: the casino answers a repeat with the original response. */
  win(request: WalletRequests['win']): Promise<WalletResult> {
    return this.withRetries(() => this.call('win', request));
  }

  rollback(request: WalletRequests['rollback']): Promise<WalletResult> {
    return this.withRetries(() => this.call('rollback', request));
  }

  /** Retried like a win: the casino answers a repeat of the id with what it paid the first time. */
  jackpot(request: WalletRequests['jackpot']): Promise<WalletResult> {
    return this.withRetries(() => this.call('jackpot', request));
  }

  private async withRetries(attempt: () => Promise<WalletResult>): Promise<WalletResult> {
    const attempts = this.options.attempts ?? 4;
    let delay = this.options.retryDelayMs ?? 250;
    let result = await attempt();
    for (let made = 1; made < attempts && result.kind === 'unreachable'; made += 1) {
      await sleep(delay);
      delay *= 2;
      result = await attempt();
    }
    return result;
  }

  async call<K extends WalletOperation>(operation: K, request: WalletRequests[K]): Promise<WalletResult> {
    const body = JSON.stringify(request);
    // Signed afresh on every attempt: the casino refuses a call it has seen, or one outside its window.
    const signature = signRequest(this.options.secrets.request, body);
    let status: number;
    let text: string;
    let answerSignature: string | null;
    try {
      const response = await this.fetch(`${this.options.walletUrl}/${operation}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signature.header,
        },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      status = response.status;
      answerSignature = response.headers.get(SIGNATURE_HEADER);
      text = await response.text();
    } catch (error) {
      return { kind: 'unreachable', reason: error instanceof Error ? error.message : 'network failure' };
    }
    if (!isValidAnswer(this.options.secrets.answer, signature.v1, text, answerSignature ?? undefined)) {
      return {
        kind: 'unreachable',
        reason: `answer to ${operation} is not the casino's signed answer to this call (HTTP ${status})`,
      };
    }
    const data = parseData(text, (request as { currency?: string }).currency);
    if (!data) return { kind: 'unreachable', reason: `answer to ${operation} is not a wallet envelope` };
    if (data.code === 'OK') return { kind: 'ok', data };
    if (data.code === 'INTERNAL_ERROR') return { kind: 'unreachable', reason: 'casino busy' };
    return { kind: 'refused', code: data.code, data };
  }
}

/**
 * The answer's envelope, its amounts with exactly the decimals of the call's currency (a balance call
 * names none: the answer's own).
 */
function parseData(text: string, callCurrency: string | undefined): WalletResponseData | null {
  try {
    const envelope = JSON.parse(text) as { error?: unknown; data?: Partial<WalletResponseData> | null };
    const data = envelope.data;
    if (typeof envelope.error !== 'number' || !data || !WALLET_CODES.includes(data.code as WalletCode))
      return null;
    const currency = callCurrency ?? data.currency;
    const exponent = currency === undefined ? CATALOGUE_EXPONENT : exponentOf(currency);
    const amounts = [data.balance, data.jackpot, data.amount];
    if (amounts.some((amount) => amount !== undefined && !hasDecimals(amount, exponent))) return null;
    return data as WalletResponseData;
  } catch {
    return null;
  }
}

const hasDecimals = (amount: string, exponent: number): boolean =>
  typeof amount === 'string' && new RegExp(`^-?\\d+\\.\\d{${exponent}}$`).test(amount);
