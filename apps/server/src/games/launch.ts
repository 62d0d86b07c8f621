import { createLaunchToken, launchPath } from '@casino/house-vendor';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { refused } from '../http/envelope.js';
import { hashToken } from '../shared/tokens.js';
import { ensureWallet, money } from '../wallet/index.js';
import { houseGameCodeOf, houseVendorCode } from './houseGames.js';
import { type GameRow, recordLaunch } from './repository.js';
import { tableLimitsIn } from './tableLimits.js';

/** Where the house vendor's pages are mounted in this server (houseVendorPlugin). */
export const houseVendorPath = '/vendor/house';

export type Channel = 'pc' | 'mobile';

function vendorUrl(config: Config, token: string, channel: Channel): string {
  return `${config.publicUrl}${launchPath(houseVendorPath, token)}&channel=${channel}`;
}

/** The vendor's own code for a catalogue game; refused for a game no vendor here can launch. */
function houseGameCode(game: GameRow): string {
  const code = houseGameCodeOf(game.game_code);
  if (game.vendor !== houseVendorCode || code === undefined) throw refused('games.launchFailed');
  return code;
}

/**
 * The tile's stakes travel in the signed launch: an operator may set a tile's limits inside its house
 * game's (the shared table takes 0.20 to 1,000), and the vendor narrows its game's limits to the tile's.
 * A demo plays in a fiat currency, which reads them as they are.
 */
function tableLimits(game: GameRow): { minBet: string; maxBet: string } {
  return { minBet: money(game.min_bet), maxBet: money(game.max_bet) };
}

/**
 * A real-money launch: the signed token carries member and game to the vendor page, and its hash is
 * stored so the wallet calls made with it find the member, the game and the expiry in one lookup.
 */
export async function launchForMember(
  db: Db,
  config: Config,
  member: { id: number; currency: string },
  game: GameRow,
  channel: Channel,
  /** The app's language (X-FE-LANG): the game client speaks it. */
  lang?: string,
): Promise<string> {
  const gameCode = houseGameCode(game);
  const ttlSeconds = config.launchTokenMinutes * 60;
  const token = createLaunchToken(
    config.houseVendorSecrets.launch,
    {
      memberId: member.id,
      gameId: game.id,
      gameCode,
      currency: member.currency,
      mode: 'real',
      title: game.name,
      // in the member's currency: a BTC launch's limits in satoshis, which the vendor then plays in
      ...(await tableLimitsIn(db, game, member.currency)),
      ...(lang ? { lang } : {}),
    },
    { ttlSeconds },
  );
  await ensureWallet(db, member.id);
  await recordLaunch(db, {
    tokenHash: hashToken(token),
    memberId: member.id,
    gameId: game.id,
    vendor: game.vendor,
    channel,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return vendorUrl(config, token, channel);
}

/** A demo launch: no member, no stored launch, so the wallet API refuses its token. */
export function launchForFun(
  config: Config,
  game: GameRow,
  currency: string,
  channel: Channel,
  lang?: string,
): string {
  const token = createLaunchToken(
    config.houseVendorSecrets.launch,
    {
      memberId: null,
      gameId: game.id,
      gameCode: houseGameCode(game),
      currency,
      mode: 'fun',
      title: game.name,
      ...tableLimits(game),
      ...(lang ? { lang } : {}),
    },
    { ttlSeconds: config.launchTokenMinutes * 60 },
  );
  return vendorUrl(config, token, channel);
}
