import type { RoundReceipt } from '../fairness/receipt';
import type { commitmentOf } from '../fairness/seeds';
import type { blackjackView } from '../games/blackjack/engine';
import { blackjackHouseEdge } from '../games/blackjack/houseEdge';
import { exponentOfTable, type HouseGame } from '../games/catalogue';
import { withJackpotContribution } from '../games/jackpot';
import { exactBetReturn } from '../games/roulette/engine';
import { SLOT_CONFIGS } from '../games/slot/configs';
import { theoreticalRtp } from '../games/slot/rtp';
import type { SlotDefinition } from '../games/slotStudio/definition';
import { findStudioSlot } from '../games/slotStudio/slots/index';
import { VIDEO_POKER_RTP } from '../games/videopoker/engine';
import { exponentOf, formatMoney } from '../money';
import type { RoundRecord } from '../storage/store';
import { baccaratStatedRtp, tieMaxCents } from './baccaratRound';
import { type StudioFacts, studioFacts } from './studioFacts';
import type { VideoPokerView } from './videoPokerTable';

/*
 * What the game page is shown of its session and of the rounds played: the game with its stated return,
 * and each round's receipt.
 */

/**
 * Roulette: a straight bet over the 37 pockets (36/37; la partage lifts only the even-money bets, which
 * the French rules screen states); blackjack: the rule set played with basic strategy (houseEdge.ts);
 * video poker: the best hold on every deal (videopoker/optimalReturn.ts).
 */
function tableRtp(game: HouseGame): string {
  if (game.engine === 'baccarat') return baccaratStatedRtp();
  if (game.engine === 'videopoker') return VIDEO_POKER_RTP;
  if (game.engine === 'roulette' || game.engine === 'sharedroulette')
    return exactBetReturn({ kind: 'straight', numbers: [17] }).percent.toFixed(3);
  return blackjackHouseEdge(game.blackjack ?? 'classic').rtpPercent.toFixed(3);
}

const statedRtps = new Map<string, string>();
function statedRtp(game: HouseGame): string {
  // the declared figure, which the studio's exact test holds to its enumeration (studioFacts states the same)
  if (game.engine === 'studio') return withJackpotContribution(findStudioSlot(game.studio!)!.declaredRtp);
  if (game.engine !== 'slot') {
    if (!statedRtps.has(game.code)) statedRtps.set(game.code, tableRtp(game));
    return statedRtps.get(game.code)!;
  }
  const config = game.slotConfig!;
  // 10^5 symbol tuples a strip set: counted once per process
  if (!statedRtps.has(config))
    statedRtps.set(config, withJackpotContribution(theoreticalRtp(SLOT_CONFIGS[config]!).percent.toFixed(3)));
  return statedRtps.get(config)!;
}

/** A game's figures as a casino's lobby shows them on its tile. */
export interface PublishedFacts {
  /** The stated return, percent, as the game page states it (gameView's `rtp`). */
  rtp: string;
  /**
   * As the game's definition declares it: a studio slot's; null elsewhere (the fruit slot declares none,
   * and a table's spread is the bets the player picks).
   */
  volatility: SlotDefinition['volatility'] | null;
}

/**
 * What a casino lists of a game (issue 29: every figure from the game's definition). Cheap after the
 * first call of a process: a studio slot's declared return is read, not enumerated; the fruit slot's strip
 * set is counted and blackjack's strategy worked out once.
 */
export function publishedFacts(game: HouseGame): PublishedFacts {
  const slot = game.studio === undefined ? undefined : findStudioSlot(game.studio);
  return { rtp: statedRtp(game), volatility: slot?.volatility ?? null };
}

export interface SessionState {
  game: Pick<HouseGame, 'code' | 'name' | 'engine' | 'minBetCents' | 'maxBetCents'> & {
    minBet: string;
    maxBet: string;
    /** The decimals of the session's currency, which every amount of the page is counted in. */
    exponent: number;
    /**
     * The stated return to player, percent with three decimals (a slot's is exact, from its strips, and
     * includes the jackpot's contribution: games/jackpot.ts).
     */
    rtp: string;
    /** A studio slot's definition and exact figures; null for the other engines. */
    studio: StudioFacts | null;
    /** The table's rules: a roulette variant or a blackjack rule set; null for the slots. */
    ruleSet: string | null;
    /** Baccarat: the largest tie bet, cents, when the table caps it below its maximum; null elsewhere. */
    tieMaxCents: number | null;
  };
  mode: 'real' | 'fun';
  /** The page's language (one of the casino's ten) and when this session began, for the session clock. */
  lang: string;
  startedAt: string;
  /** A stable, opaque name of the player (hash of the player key) for settings the page remembers. */
  playerTag: string;
  currency: string;
  balance: string | null;
  /** The progressive jackpot the game plays for, as the casino's balance answer gave it; null when none. */
  jackpot: string | null;
  seeds: ReturnType<typeof commitmentOf>;
  blackjack: (ReturnType<typeof blackjackView> & { roundId: string }) | null;
  /** A video poker hand dealt and not yet drawn, where the page resumes. */
  videoPoker: VideoPokerView | null;
}

export type ReceiptView = RoundReceipt & {
  gameCode: string;
  bet: string;
  payout: string;
  createdAt: string;
};

/** The session's game as the page shows it: its limits, stated return and rules. */
export function gameView(game: HouseGame): SessionState['game'] {
  return {
    code: game.code,
    name: game.name,
    engine: game.engine,
    minBetCents: game.minBetCents,
    maxBetCents: game.maxBetCents,
    minBet: formatMoney(game.minBetCents, exponentOfTable(game)),
    maxBet: formatMoney(game.maxBetCents, exponentOfTable(game)),
    exponent: exponentOfTable(game),
    rtp: statedRtp(game),
    studio: game.studio === undefined ? null : studioFacts(game.studio),
    ruleSet:
      game.engine === 'roulette' || game.engine === 'sharedroulette'
        ? (game.roulette ?? 'european')
        : game.engine === 'blackjack'
          ? (game.blackjack ?? 'classic')
          : null,
    tieMaxCents: game.engine === 'baccarat' ? tieMaxCents(game) : null,
  };
}

/** A settled round's receipt, with its server seed once the pair it was played under is revealed. */
export function receiptView(round: RoundRecord, serverSeed: string | null): ReceiptView {
  const receipt: RoundReceipt = {
    ...round.input,
    roundId: round.id,
    serverSeedHash: round.serverSeedHash,
    serverSeed,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    outcome: round.outcome!,
  };
  return {
    ...receipt,
    gameCode: round.gameCode,
    bet: formatMoney(round.betCents, exponentOf(round.currency)),
    payout: formatMoney(round.payoutCents, exponentOf(round.currency)),
    // no verdict here: the player's page checks the receipt itself (fairness/verifier.ts)
    createdAt: round.createdAt.toISOString(),
  };
}
