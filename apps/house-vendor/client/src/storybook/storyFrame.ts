import type { HouseApi, ReceiptView, SessionState } from '../api';
import frameWords from '../frame/lang/en.json';
import type { Sound } from '../frame/sound';
import baccaratWords from '../games/baccarat/lang/en.json';
import blackjackWords from '../games/blackjack/lang/en.json';
import rouletteWords from '../games/roulette/lang/en.json';
import sharedRouletteWords from '../games/sharedroulette/lang/en.json';
import type { FrameApi } from '../games/types';
import videoPokerWords from '../games/videopoker/lang/en.json';
import { translator } from '../i18n';
import { moneyFormat } from '../money';

/** The session a story's game parts see: a real-money table in euros, no hand in play. */
export const storySession = (
  engine: SessionState['game']['engine'],
  code: string,
  name: string,
  /** The table's rule set (roulette variant, blackjack rules) and its stated return. */
  ruleSet: string | null = null,
  rtp = '97.297',
): SessionState => ({
  game: {
    code,
    name,
    engine,
    minBetCents: 100,
    maxBetCents: 50_000,
    minBet: '1.00',
    maxBet: '500.00',
    exponent: 2,
    rtp,
    studio: null,
    tieMaxCents: engine === 'baccarat' ? 10_000 : null,
    ruleSet,
  },
  mode: 'real',
  lang: 'en',
  startedAt: '2026-11-26T20:00:00.000Z',
  playerTag: 'story',
  currency: 'EUR',
  balance: '250.00',
  jackpot: null,
  seeds: {
    serverSeedHash: 'a3f1'.repeat(16),
    clientSeed: 'my-lucky-seed',
    nonce: 12,
    nextServerSeedHash: '9c0d'.repeat(16),
  },
  blackjack: null,
  videoPoker: null,
});

/**
 * What the frame lends a game, for stories: English words of the frame and the table games, euros in
 * an English locale, and an API that answers only the receipts it is given (no network in a story).
 */
export function storyFrame(session: SessionState, receipts: ReceiptView[] = []): FrameApi {
  const api = {
    sessionId: 'story',
    receipts: async () => ({ ok: true as const, data: receipts }),
    call: async () => ({ ok: false as const, error: -1, message: '', reason: 'story' }),
  } as unknown as HouseApi;
  const ignore = () => {};
  return {
    session,
    api,
    t: translator({
      ...frameWords,
      ...blackjackWords,
      ...rouletteWords,
      ...sharedRouletteWords,
      ...baccaratWords,
      ...videoPokerWords,
    }),
    money: moneyFormat('en', session.currency),
    locale: 'en',
    sound: { play: ignore } as unknown as Sound,
    setStake: ignore,
    update: ignore,
    staked: ignore,
    settled: ignore,
    refused: ignore,
    notify: ignore,
  };
}
