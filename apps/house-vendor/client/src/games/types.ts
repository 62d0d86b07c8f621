import type { ComponentType } from 'react';
import type { ApiRefusal, HouseApi, ReceiptView, SeedCommitment, SessionState } from '../api';
import type { Sound } from '../frame/sound';
import type { CatalogueLoaders, Translate } from '../i18n';
import type { Money } from '../money';

/** What the frame lends a game: words, money, the API and the figures it keeps on screen. */
export interface FrameApi {
  session: SessionState;
  api: HouseApi;
  t: Translate;
  money: Money;
  locale: string;
  sound: Sound;
  /** The stake the player has chosen (shown in the frame). */
  setStake(cents: number): void;
  /** After each answer of the vendor: the casino's balance and the next seed commitment. */
  update(answer: { balance?: string | null; seeds?: SeedCommitment }): void;
  /** A round's whole stake so far, once the casino accepted it. */
  staked(roundId: string, stakeCents: number): void;
  /** A round is over: what it paid (0 for nothing); last win and net position follow. */
  settled(roundId: string, stakeCents: number, payoutCents: number): void;
  /** Tells the player why the vendor refused (in the player's language when the client knows the reason). */
  refused(refusal: ApiRefusal): void;
  notify(text: string): void;
}

/**
 * A game of the client: one folder under games/ whose index.ts exports `game` (registry.ts finds it by
 * the engine's name). Its words live in its own lang/ folder, checked like the frame's.
 */
export interface GameModule {
  Game: ComponentType<{ frame: FrameApi }>;
  /** Rules and pay table, shown in the frame's rules dialog. */
  Rules: ComponentType<{ frame: FrameApi }>;
  /** One line saying what a round drew (history). */
  outcomeText(receipt: ReceiptView, t: Translate): string;
  lang: CatalogueLoaders;
}
