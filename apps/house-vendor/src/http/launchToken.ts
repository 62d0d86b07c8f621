import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { exponentOf, parseMoney } from '../money';

/**
 * The casino's getLaunchUrl / getTryPlayUrl mint this token and the vendor checks it: both sides import
 * these two functions so the format lives in one place. Shape: `hl1.<payload>.<mac>`, payload the
 * base64url JSON of LaunchClaims, mac the base64url HMAC-SHA256 of `hl1.<payload>` under the shared
 * secret. The same string is the `sessionToken` of every wallet call for rounds played from that launch.
 */
export interface LaunchClaims {
  /** null only in play-for-fun mode, where a guest may play. */
  memberId: number | null;
  gameId: number;
  gameCode: string;
  currency: string;
  mode: 'real' | 'fun';
  /** The player's language (the casino's X-FE-LANG); one of its ten languages. */
  lang?: string;
  /**
   * The name the casino's catalogue shows for the game (several catalogue games may play on one house
   * game); the page's title bar shows it, else the house game's own name.
   */
  title?: string;
  /**
   * The catalogue tile's table limits, decimal strings: a casino may set its tile's stakes inside the
   * house game's (European Roulette at most 500 of the game's 1,000), so the vendor narrows its limits to them.
   * Slot and blackjack: one stake; roulette: the whole layout of a round.
   */
  minBet?: string;
  maxBet?: string;
  /** Expiry, epoch seconds. New rounds need an unexpired token; wins and rollbacks do not. */
  exp: number;
  /** Issued at, epoch seconds. */
  iat: number;
  /** Random id so two launches in the same second never share a token. */
  jti: string;
}

export type LaunchTokenInput = Omit<LaunchClaims, 'exp' | 'iat' | 'jti'>;

const PREFIX = 'hl1';

const mac = (secret: string, signed: string) => createHmac('sha256', secret).update(signed).digest();

export function createLaunchToken(
  secret: string,
  input: LaunchTokenInput,
  options: { ttlSeconds?: number; now?: Date } = {},
): string {
  if (input.mode === 'real' && input.memberId === null) throw new Error('a real-money launch needs a member');
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const claims: LaunchClaims = {
    ...input,
    iat,
    exp: iat + (options.ttlSeconds ?? 4 * 60 * 60),
    jti: randomBytes(12).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${PREFIX}.${payload}.${mac(secret, `${PREFIX}.${payload}`).toString('base64url')}`;
}

export type LaunchTokenCheck =
  | { ok: true; claims: LaunchClaims; expired: boolean }
  | { ok: false; reason: 'malformed' | 'bad-signature' };

/**
 * Checks the signature and reads the claims. Expiry is reported, not enforced: the caller decides (a bet
 * needs a live token, a win or rollback for a round already started does not).
 */
export function verifyLaunchToken(secret: string, token: string, now: Date = new Date()): LaunchTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return { ok: false, reason: 'malformed' };
  const [, payload, signature] = parts as [string, string, string];
  const expected = mac(secret, `${PREFIX}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  let claims: LaunchClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LaunchClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  return { ok: true, claims, expired: claims.exp * 1000 <= now.getTime() };
}

function isClaims(value: LaunchClaims): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value.memberId === null || Number.isSafeInteger(value.memberId)) &&
    Number.isSafeInteger(value.gameId) &&
    typeof value.gameCode === 'string' &&
    typeof value.currency === 'string' &&
    (value.mode === 'real' || value.mode === 'fun') &&
    !(value.mode === 'real' && value.memberId === null) &&
    Number.isSafeInteger(value.exp) &&
    Number.isSafeInteger(value.iat) &&
    typeof value.jti === 'string' &&
    (value.lang === undefined || (typeof value.lang === 'string' && value.lang.length <= 16)) &&
    isLimit(value.minBet, value.currency) &&
    isLimit(value.maxBet, value.currency)
  );
}

const isLimit = (value: unknown, currency: string) =>
  value === undefined || (typeof value === 'string' && parseMoney(value, exponentOf(currency)) !== null);

/** The language a token asks for, read without checking it: only to word a refusal of that token. */
export function peekLang(token: string): string | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      lang?: unknown;
    };
    return typeof claims.lang === 'string' ? claims.lang : undefined;
  } catch {
    return undefined;
  }
}

/** The path the casino's launch URL points at, under the vendor's public path. */
export function launchPath(publicPath: string, token: string): string {
  return `${publicPath}/play?token=${encodeURIComponent(token)}`;
}
