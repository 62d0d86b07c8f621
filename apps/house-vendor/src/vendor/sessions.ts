import { createHash, randomBytes } from 'node:crypto';
import { findHouseGame, type HouseGame } from '../games/catalogue';
import { resolveLang } from '../http/i18n';
import { type LaunchClaims, verifyLaunchToken } from '../http/launchToken';
import { CATALOGUE_EXPONENT, exponentOf, parseMoney } from '../money';
import type { HouseStore, VendorSession } from '../storage/store';
import { fail, ok, type Result } from './results';

/** Opens a page session from a launch token; the returned id is the page's bearer secret. */
export async function openPageSession(
  store: HouseStore,
  launchSecret: string,
  now: () => Date,
  funBalanceCents: number,
  token: string,
): Promise<Result<{ sessionId: string; game: HouseGame; claims: LaunchClaims; lang: string }>> {
  const check = verifyLaunchToken(launchSecret, token, now());
  if (!check.ok) return fail(-2, 'linkInvalid');
  if (check.expired) return fail(-2, 'linkExpired');
  const game = findHouseGame(check.claims.gameCode);
  if (!game || !tableLimitsOf(game, check.claims)) return fail(3, 'gameUnavailable');
  const sessionId = randomBytes(32).toString('base64url');
  const idHash = hashSessionId(sessionId);
  const { claims } = check;
  const inserted = await store.insertSession({
    idHash,
    launchToken: token,
    launchJti: claims.jti,
    lang: resolveLang(claims.lang),
    memberId: claims.memberId,
    gameId: claims.gameId,
    gameCode: claims.gameCode,
    currency: claims.currency,
    mode: claims.mode,
    playerKey: claims.mode === 'real' ? `m:${claims.memberId}` : `f:${idHash}`,
    funBalanceCents: claims.mode === 'fun' ? funBalanceIn(game, claims, funBalanceCents) : null,
    expiresAt: new Date(claims.exp * 1000),
    createdAt: now(),
  });
  // single use, so that a launch URL copied from a log or a history cannot open a second table
  if (!inserted) return fail(-2, 'linkUsed');
  return ok({ sessionId, game, claims, lang: resolveLang(claims.lang) });
}

/**
 * The session's house game with its limits narrowed to the catalogue tile's, which the signed launch
 * carries: the casino sets its tile's stakes inside the game's own. In a currency of other decimals than
 * the catalogue's cents (bitcoin) the game's own figures mean nothing, so the tile's limits, converted by
 * the casino, are the table's.
 */
export function sessionTable(
  launchSecret: string,
  now: () => Date,
  session: VendorSession,
): HouseGame | undefined {
  const game = findHouseGame(session.gameCode);
  if (!game) return undefined;
  const check = verifyLaunchToken(launchSecret, session.launchToken, now());
  const limits = tableLimitsOf(game, check.ok ? check.claims : { currency: session.currency });
  return limits ? { ...game, ...limits } : undefined;
}

/** The table's limits in the launch's currency; null when a launch in another currency carries none. */
function tableLimitsOf(
  game: HouseGame,
  claims: Pick<LaunchClaims, 'currency' | 'minBet' | 'maxBet'>,
): Pick<HouseGame, 'minBetCents' | 'maxBetCents' | 'exponent'> | null {
  const exponent = exponentOf(claims.currency);
  const min = claims.minBet === undefined ? null : parseMoney(claims.minBet, exponent);
  const max = claims.maxBet === undefined ? null : parseMoney(claims.maxBet, exponent);
  if (exponent === CATALOGUE_EXPONENT) {
    return {
      minBetCents: Math.max(game.minBetCents, min ?? 0),
      maxBetCents: Math.min(game.maxBetCents, max ?? game.maxBetCents),
    };
  }
  if (min === null || max === null || min <= 0 || max < min) return null;
  return { minBetCents: min, maxBetCents: max, exponent };
}

/**
 * The demo balance of a fun session: the configured figure in the catalogue's cents, or in another
 * currency as many of the table's smallest stakes as the figure holds of the game's own smallest.
 */
function funBalanceIn(game: HouseGame, claims: LaunchClaims, funBalanceCents: number): number {
  const limits = tableLimitsOf(game, claims)!;
  if (limits.exponent === undefined) return funBalanceCents;
  return Math.floor(funBalanceCents / game.minBetCents) * limits.minBetCents;
}

/** Sessions are stored under their id's hash: the id is the page's bearer secret. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}
