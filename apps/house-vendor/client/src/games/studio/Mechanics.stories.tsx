import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Application, Texture } from 'pixi.js';
import { useEffect, useState } from 'react';
import type { GameRng } from '../../../../src/fairness/sampling';
import { playStudioRound, type StudioRound } from '../../../../src/games/slotStudio/play';
import { findStudioSlot } from '../../../../src/games/slotStudio/slots/index';
import { translator } from '../../i18n';
import { moneyFormat } from '../../money';
import { PixiStage } from '../../stage/PixiStage';
import { artOf } from './art/index';
import words from './lang/en.json';
import { fallWins } from './readout';
import * as styles from './studio.css';
import { StudioScene } from './studioScene';

/** A small seeded generator, so every story draws the same round (the vendor's own uses node:crypto). */
function seeded(seed: number): GameRng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return { int: (n) => Math.floor(next() * n), float: next };
}

/** The first seeded round of a slot that shows what the story is about. */
function firstRound(id: string, wanted: (round: StudioRound) => boolean): StudioRound {
  const slot = findStudioSlot(id)!;
  for (let seed = 1; ; seed += 1) {
    const round = playStudioRound(slot, seeded(seed), slot.betUnits * 10);
    if (wanted(round)) return round;
  }
}

const t = translator(words);
const money = moneyFormat('en', 'EUR');
type Mechanic = 'cascade' | 'sticky' | 'holdAndWin';
const SLOT: Record<Mechanic, string> = {
  cascade: 'candy_cascade',
  sticky: 'frost_wolf',
  holdAndWin: 'panda_cash',
};

/**
 * One studio slot's reels at the moment its mechanic shows: a cascade's first clusters framed with what
 * they pay, free spins with reels held by sticky wilds, or a hold and win with every coin held and its value.
 */
function Mechanic({ mechanic }: { mechanic: Mechanic }) {
  const slot = findStudioSlot(SLOT[mechanic])!;
  const art = artOf(slot.id)!;
  const [textures, setTextures] = useState<ReadonlyMap<string, Texture> | null>(null);
  useEffect(() => {
    void StudioScene.textures(slot, art).then(setTextures);
  }, [slot, art]);
  const round =
    mechanic === 'cascade'
      ? firstRound(slot.id, (r) => (r.base.falls?.length ?? 0) >= 3)
      : mechanic === 'sticky'
        ? firstRound(slot.id, (r) => r.freeSpins.some((free) => (free.held?.length ?? 0) >= 2))
        : firstRound(slot.id, (r) => (r.holdAndWin?.respins.length ?? 0) >= 4);
  const cash = round.base.cash ?? [];
  const landed = round.holdAndWin?.respins.flatMap((respin) => respin.landed) ?? [];
  const onReady = (app: Application) => {
    const scene = StudioScene.withTextures(app, slot, art, textures!);
    if (mechanic === 'cascade') {
      const fall = round.base.falls![0]!;
      scene.reveal(fall.window);
      scene.showWins(
        fallWins(slot, fall, round.betCents).map((win) => ({ ...win, amount: money(win.cents) })),
        false,
      );
    } else if (mechanic === 'sticky') {
      const free = round.freeSpins.find((spin) => (spin.held?.length ?? 0) >= 2)!;
      scene.reveal(
        free.window.map((column, reel) => (free.held!.includes(reel) ? column.map(() => 'aurora') : column)),
      );
      scene.holdReels(free.held!);
    } else {
      const held = [...cash, ...landed];
      // The cells still empty show nothing (no texture), as after a respin that landed nothing there:
      // a base symbol laid there first showed through in some runs and made the screenshot unstable.
      scene.reveal(
        round.base.window.map((column, reel) =>
          column.map((_, row) => (held.some((c) => c.reel === reel && c.row === row) ? 'luckyCoin' : '')),
        ),
      );
      scene.holdCash(held);
      scene.showCash(held.map((cell) => ({ ...cell, label: money(cell.value * round.betCents) })));
    }
    return undefined;
  };
  return (
    <div style={{ maxWidth: '40rem' }}>
      {/* a stage without its canvas yet: the screenshot waits for one (storybook/stories.test.tsx) */}
      {!textures && <div role="img" aria-label={slot.name} />}
      {textures && (
        <PixiStage
          onReady={onReady}
          aspect={Math.min(0.75, (slot.rows / slot.reels.length) * 1.05)}
          label={t('studio.stageLabel', { reels: slot.reels.length, rows: slot.rows })}
        />
      )}
      <p className={styles.feature}>
        {mechanic === 'sticky' &&
          `${t('studio.freeSpin', { index: 4, total: 8, multiplier: 1 })} · ${t('studio.heldReels', { count: 2 })}`}
        {mechanic === 'holdAndWin' &&
          t('studio.respinsLeft', { left: 0, held: cash.length + landed.length, cells: 15 })}
        {mechanic === 'cascade' &&
          t('studio.clusterWin', {
            count: round.base.falls![0]!.clusters[0]!.cells.length,
            symbol: t(`studio.symbol.${round.base.falls![0]!.clusters[0]!.symbol}`),
            amount: money(fallWins(slot, round.base.falls![0]!, round.betCents)[0]!.cents),
          })}
      </p>
    </div>
  );
}

const meta = {
  title: 'Games/Studio/Mechanics',
  component: Mechanic,
  args: { mechanic: 'cascade' },
} satisfies Meta<typeof Mechanic>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Candy Cascade: the first clusters of a chain, framed with what they pay, before they burst and fall. */
export const Cascade: Story = {};

/** Frost Wolf's free spins: two reels held full of aurora wilds while the others turn. */
export const StickyWilds: Story = { args: { mechanic: 'sticky' } };

/** Panda Cash after its respins: every coin held with its value, the counter run down. */
export const HoldAndWin: Story = { args: { mechanic: 'holdAndWin' } };
