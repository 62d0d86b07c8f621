import type { GameInput } from '../fairness/receipt';
import { chipMinOf, exponentOfTable, type HouseGame } from '../games/catalogue';
import { isValidRouletteBet, layoutBetsOf, type RouletteBet, smallestChip } from '../games/roulette/engine';
import { isValidSlotBet } from '../games/slot/engine';
import { isValidStudioBet } from '../games/slotStudio/play';
import { findStudioSlot } from '../games/slotStudio/slots/index';
import { formatMoney, parseMoney } from '../money';
import type { RouletteBetPosition } from '../wallet/protocol';
import { fail, ok, type Result } from './results';

/*
 * The page's bets checked against the game and the tile's limits, as the round's input and its stake in
 * cents, or the refusal the page shows. `game` is the session's game when it plays that engine.
 */

export interface PlacedBet {
  input: GameInput;
  betCents: number;
}

/** A roulette chip as the page sends it. */
export interface PageRouletteBet {
  kind: string;
  numbers?: number[];
  index?: number;
  amount: string;
}

/** `jackpotOdds` only for real money: fun play has no wallet and so no jackpot. */
export function slotBet(
  game: HouseGame | null,
  bet: string,
  jackpotOdds: number | undefined,
): Result<PlacedBet> {
  const betCents = game && parseMoney(bet, exponentOfTable(game));
  if (!game || betCents === null || !isValidSlotBet(betCents) || !withinLimits(game, betCents)) {
    return fail(1, 'slotBet');
  }
  const input: GameInput = {
    game: 'slot',
    slotConfig: game.slotConfig!,
    betCents,
    ...(jackpotOdds === undefined ? {} : { jackpotOdds }),
  };
  return ok({ input, betCents });
}

/** A studio slot's bet: `pick` is the chest the player chose for a dig this spin may open. */
export function studioBet(
  game: HouseGame | null,
  bet: string,
  pick: number,
  jackpotOdds: number | undefined,
): Result<PlacedBet> {
  const slot = game?.studio === undefined ? undefined : findStudioSlot(game.studio);
  const betCents = game && parseMoney(bet, exponentOfTable(game));
  if (
    !game ||
    !slot ||
    betCents === null ||
    !isValidStudioBet(slot, betCents) ||
    !withinLimits(game, betCents)
  ) {
    return fail(1, 'slotBet');
  }
  const pickChoice = Number.isSafeInteger(pick) ? Math.min(Math.max(pick, 0), 99) : 0;
  const input: GameInput = {
    game: 'studio',
    slot: slot.id,
    betCents,
    pickChoice,
    ...(jackpotOdds === undefined ? {} : { jackpotOdds }),
  };
  return ok({ input, betCents });
}

/** A roulette layout: each chip valid on the wheel, the whole within the tile's limits. */
export function rouletteBets(game: HouseGame | null, bets: PageRouletteBet[]): Result<PlacedBet> {
  if (!game || !Array.isArray(bets) || bets.length === 0 || bets.length > 100) {
    return fail(1, 'rouletteNoBets');
  }
  const variant = game.roulette ?? 'european';
  const exponent = exponentOfTable(game);
  // a chip's own minimum is the wheel's; the tile's limits bound the round's whole layout
  const chipMin = chipMinOf(game);
  const parsed: RouletteBet[] = [];
  for (const bet of bets) {
    const amountCents = typeof bet?.amount === 'string' ? parseMoney(bet.amount, exponent) : null;
    const candidate = {
      kind: bet?.kind,
      numbers: bet?.numbers,
      index: bet?.index,
      amountCents,
    } as RouletteBet;
    if (
      amountCents === null ||
      !isValidRouletteBet(candidate, variant) ||
      smallestChip(candidate) < chipMin
    ) {
      return fail(1, 'rouletteBadBet', { min: formatMoney(chipMin, exponent) });
    }
    parsed.push(candidate);
  }
  const total = parsed.reduce((sum, bet) => sum + bet.amountCents, 0);
  if (total > game.maxBetCents) {
    return fail(1, 'rouletteMax', { max: formatMoney(game.maxBetCents, exponent) });
  }
  if (total < game.minBetCents) {
    return fail(1, 'rouletteMin', { min: formatMoney(game.minBetCents, exponent) });
  }
  const input: GameInput = {
    game: 'roulette',
    bets: parsed,
    ...(variant === 'european' ? {} : { variant }),
  };
  return ok({ input, betCents: total });
}

export function withinLimits(game: HouseGame, cents: number): boolean {
  return cents >= game.minBetCents && cents <= game.maxBetCents;
}

/**
 * A roulette round's positions for its bet call: the casino counts opposite even-money stakes as
 * hedges, which a bare amount cannot show (PROTOCOL.md §2). A called bet goes as the chips it puts on
 * the layout, the positions the protocol knows.
 */
export function positionsOf(input: GameInput, exponent: number): RouletteBetPosition[] | undefined {
  if (input.game !== 'roulette') return undefined;
  return input.bets
    .flatMap((bet) => layoutBetsOf(bet)!)
    .map((bet) => ({
      kind: bet.kind,
      ...(bet.numbers === undefined ? {} : { numbers: bet.numbers }),
      ...(bet.index === undefined ? {} : { index: bet.index }),
      amount: formatMoney(bet.amountCents, exponent),
    }));
}
