import type { MessageKey } from '../http/i18n';
import type { WalletCode } from '../wallet/protocol';

/** Answers of the page API, in the casino's envelope vocabulary (error 0 ok, 1 input, 2 rule, -2 session, 9 busy). */
export type Result<T> =
  | { ok: true; data: T }
  | { ok: false; error: number; message: MessageKey; values?: Record<string, string | number> };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const fail = (
  error: number,
  message: MessageKey,
  values?: Record<string, string | number>,
): Result<never> => ({
  ok: false,
  error,
  message,
  ...(values ? { values } : {}),
});

const REFUSALS: Partial<Record<WalletCode, { error: number; message: MessageKey }>> = {
  INSUFFICIENT_FUNDS: { error: 2, message: 'insufficientFunds' },
  SESSION_EXPIRED: { error: -2, message: 'sessionExpired' },
  UNKNOWN_SESSION: { error: -2, message: 'sessionInvalid' },
  PLAYER_BLOCKED: { error: 2, message: 'playerBlocked' },
  TABLE_LIMIT: { error: 2, message: 'tableLimit' },
};
export const refusal = (code: WalletCode): Result<never> => {
  const known = REFUSALS[code];
  return known ? fail(known.error, known.message) : fail(2, 'casinoRefused', { code });
};
export const BUSY = fail(9, 'casinoBusy');
