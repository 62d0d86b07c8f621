import type { MessageKey, MessageParams } from '../i18n/index.js';

/** Error codes of the API conventions: every answer carries one. */
export const ErrorCode = {
  ok: 0,
  session: -2,
  invalid: 1,
  refused: 2,
  notFound: 3,
  tooManyAttempts: 4,
  /** An operator whose role lacks the operation's permission (back office only). */
  forbidden: 5,
  busy: 9,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface Envelope<T = unknown> {
  error: number;
  message: string;
  data: T | null;
}

export function success<T>(data: T): Envelope<T> {
  return { error: ErrorCode.ok, message: '', data };
}

/**
 * A refusal the player should read: thrown anywhere below a handler and answered as the envelope with
 * the localized message. Rules throw it instead of returning error values so a half-done change is
 * rolled back with its transaction.
 */
export class ApiError extends Error {
  constructor(
    readonly code: Exclude<ErrorCode, 0>,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const invalid = (key: MessageKey, params?: MessageParams) =>
  new ApiError(ErrorCode.invalid, key, params);
export const refused = (key: MessageKey, params?: MessageParams) =>
  new ApiError(ErrorCode.refused, key, params);
