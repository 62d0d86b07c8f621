import { Button } from '@casino/ui';
import type { Application } from 'pixi.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudioOutcome } from '../../../../src/fairness/receipt';
import type { StudioSpin } from '../../../../src/games/slotStudio/play';
import { findStudioSlot } from '../../../../src/games/slotStudio/slots/index';
import type { SeedCommitment } from '../../api';
import { centsToDecimal, decimalToCents } from '../../money';
import { PixiStage } from '../../stage/PixiStage';
import { wait, waitSince } from '../../stage/tween';
import type { FrameApi } from '../types';
import { artOf } from './art/index';
import { ChestPicker } from './ChestPicker';
import { fallWins, type SpinView, spinView } from './readout';
import { studioStakes } from './stakes';
import * as styles from './studio.css';
import type { StudioScene } from './studioScene';
import { FREE_TIMING } from './timing';

const loadReels = () => import('./studioScene');

import { WinList } from './WinList';

/** RTS 14: at least 2.5 s from one stake to the next possible stake; no autoplay, turbo or slam-stop. */
export const MIN_CYCLE_MS = 2500;

interface SpinAnswer {
  roundId: string;
  outcome: StudioOutcome;
  balance: string | null;
  jackpot: string | null;
  seeds: SeedCommitment;
}

type Result = { kind: 'none' } | { kind: 'returned' | 'win'; payoutCents: number };
export type Feature =
  | { kind: 'free'; index: number; total: number; multiplier: number; held: number }
  | { kind: 'respins'; left: number; held: number; cells: number }
  | null;

export function StudioGame({ frame }: { frame: FrameApi }) {
  const { t, money, session, sound } = frame;
  const slot = findStudioSlot(session.game.studio?.id ?? '')!;
  const stakes = studioStakes(slot.betUnits, session.game);
  const [index, setIndex] = useState(Math.min(2, stakes.length - 1));
  const [chest, setChest] = useState(0);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<SpinView | null>(null);
  const [feature, setFeature] = useState<Feature>(null);
  const [round, setRound] = useState<StudioOutcome | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [cycle, setCycle] = useState<{ roundId: string; ms: number } | null>(null);
  const scene = useRef<StudioScene | null>(null);
  const stake = stakes[index]!;
  useEffect(() => frame.setStake(stake), [frame, stake]);

  /**
   * Shows one spin's wins on the reels and in the list; never celebrated here (the round decides). A
   * cascade drew its clusters fall by fall; its last window has none to draw.
   */
  const showSpin = useCallback(
    (spin: SpinView, cash: StudioSpin['cash'] = [], betCents = 0) => {
      scene.current?.reveal(spin.window);
      if (slot.reading.kind !== 'clusters')
        scene.current?.showWins(
          spin.wins.map((win) => ({ ...win, amount: money(win.cents) })),
          false,
        );
      scene.current?.showCash(cash.map((cell) => ({ ...cell, label: money(cell.value * betCents) })));
      setView(spin);
    },
    [money, slot],
  );

  /** A cascade: each fall's clusters are shown with what they paid, then vanish and the reels drop. */
  const playFalls = async (spin: StudioSpin, betCents: number) => {
    const falls = spin.falls ?? [];
    for (const [i, fall] of falls.slice(0, -1).entries()) {
      const wins = fallWins(slot, fall, betCents);
      scene.current?.showWins(
        wins.map((win) => ({ ...win, amount: money(win.cents) })),
        false,
      );
      await wait(650);
      await scene.current?.drop(
        falls[i + 1]!.window,
        fall.clusters.flatMap((cluster) => cluster.cells),
      );
    }
  };

  /** The hold and win: the coins are held, then each respin lands its new ones; the counter counts down. */
  const playRespins = async (o: StudioOutcome) => {
    const hw = slot.holdAndWin;
    if (!o.holdAndWin || !hw) return;
    const cells = slot.reels.length * slot.rows;
    let held = o.base.cash?.length ?? 0;
    setFeature({ kind: 'respins', left: hw.respins, held, cells });
    await wait(700);
    scene.current?.holdCash(o.base.cash ?? []);
    const cash = slot.symbols.find((symbol) => symbol.kind === 'cash')!.name;
    for (const respin of o.holdAndWin.respins) {
      await scene.current?.respin(
        respin.landed.map((cell) => ({ ...cell, label: money(cell.value * o.betCents) })),
        cash,
      );
      held += respin.landed.length;
      setFeature({ kind: 'respins', left: respin.left, held, cells });
      await wait(250);
    }
  };

  /** The round's end: a return above the stake is a win; at or below it is said plainly (RTS 14). */
  const conclude = useCallback(
    (o: StudioOutcome, animate: boolean) => {
      setRound(o);
      const won = o.payoutCents > o.betCents;
      setResult(
        o.payoutCents === 0
          ? { kind: 'none' }
          : { kind: won ? 'win' : 'returned', payoutCents: o.payoutCents },
      );
      if (animate && won) {
        sound.play('win');
        const last = o.freeSpins.length > 0 ? o.freeSpins[o.freeSpins.length - 1]! : o.base;
        const multiplier = o.freeSpins.length > 0 ? (slot.freeSpins?.multiplier ?? 1) : 1;
        const shown = spinView(slot, last, o.betCents, multiplier);
        // a cascade's cells have fallen and respins emptied the reels: the result line says the win
        const drawn = slot.reading.kind === 'clusters' || o.holdAndWin ? [] : shown.wins;
        scene.current?.showWins(
          drawn.map((win) => ({ ...win, amount: money(win.cents) })),
          true,
        );
      }
    },
    [money, slot, sound],
  );

  const onReady = useCallback(
    (app: Application, reels: typeof import('./studioScene')) => {
      let live = true;
      void (async () => {
        const art = artOf(slot.id);
        if (!art || !live) return;
        scene.current = await reels.StudioScene.create(app, slot, art);
        // resume: the last round of this game is what the reels show after a reload
        const answer = await frame.api.receipts();
        if (!answer.ok || !live) return;
        const last = answer.data.find((r) => r.gameCode === session.game.code);
        if (last?.game !== 'studio') return;
        const o = last.outcome as StudioOutcome;
        showSpin(spinView(slot, o.base, o.betCents, 1), o.base.cash, o.betCents);
        conclude(o, false);
      })();
      return () => {
        live = false;
        scene.current = null;
      };
    },
    [frame, session.game.code, slot, showSpin, conclude],
  );

  const spin = async () => {
    const started = performance.now();
    setBusy(true);
    setResult(null);
    setRound(null);
    setView(null);
    frame.notify('');
    sound.play('tick');
    const body = { bet: centsToDecimal(stake, session.game.exponent), ...(slot.pick ? { pick: chest } : {}) };
    const answer = await frame.api.call<SpinAnswer>('/studio/spin', body);
    if (!answer.ok) {
      frame.refused(answer);
      setBusy(false);
      return;
    }
    const { roundId, outcome: o } = answer.data;
    frame.staked(roundId, o.betCents);
    const stop = () => sound.play('stop');
    await scene.current?.spin(o.base.window, stop);
    await playFalls(o.base, o.betCents);
    showSpin(spinView(slot, o.base, o.betCents, 1), o.base.cash, o.betCents);
    const multiplier = slot.freeSpins?.multiplier ?? 1;
    // sticky wilds: the reels held before each free spin stay put while the others turn
    let held: number[] = [];
    for (const [i, free] of o.freeSpins.entries()) {
      setFeature({ kind: 'free', index: i + 1, total: o.freeSpins.length, multiplier, held: held.length });
      await wait(i === 0 ? 900 : 250);
      await scene.current?.spin(free.window, stop, FREE_TIMING, held);
      showSpin(spinView(slot, free, o.betCents, multiplier));
      held = free.held ?? [];
      scene.current?.holdReels(held);
    }
    await playRespins(o);
    setFeature(null);
    conclude(o, true);
    frame.settled(roundId, o.betCents, o.payoutCents);
    frame.update({ balance: answer.data.balance, seeds: answer.data.seeds });
    if (answer.data.jackpot && decimalToCents(answer.data.jackpot, session.game.exponent) > 0) {
      frame.notify(
        t('studio.jackpotWon', { amount: money(decimalToCents(answer.data.jackpot, session.game.exponent)) }),
      );
    }
    await waitSince(started, MIN_CYCLE_MS);
    setCycle({ roundId, ms: Math.round(performance.now() - started) });
    setBusy(false);
  };

  return (
    <section
      aria-label={session.game.name}
      data-slot={slot.id}
      data-celebrating={result?.kind === 'win'}
      data-round={cycle?.roundId ?? ''}
      data-cycle-ms={cycle?.ms ?? ''}
    >
      <PixiStage
        load={loadReels}
        onReady={onReady}
        aspect={Math.min(0.75, (slot.rows / slot.reels.length) * 1.05)}
        label={t('studio.stageLabel', { reels: slot.reels.length, rows: slot.rows })}
        className={styles.surface}
      />
      {feature && (
        <p className={styles.feature} data-testid="studio-feature" aria-live="polite">
          {feature.kind === 'free'
            ? t('studio.freeSpin', {
                index: feature.index,
                total: feature.total,
                multiplier: feature.multiplier,
              }) + (slot.stickyWilds ? ` · ${t('studio.heldReels', { count: feature.held })}` : '')
            : t('studio.respinsLeft', { left: feature.left, held: feature.held, cells: feature.cells })}
        </p>
      )}
      <WinList t={t} money={money} slot={slot} view={view} round={round} />
      {round?.pick && (
        <ChestPicker
          t={t}
          money={money}
          pick={round.pick}
          betCents={round.betCents}
          object={artOf(slot.id)?.pick}
        />
      )}
      <p
        className={result?.kind === 'win' ? styles.win : styles.neutral}
        data-testid="slot-result"
        data-result={result?.kind ?? ''}
      >
        {result?.kind === 'win' && t('studio.win', { amount: money(result.payoutCents) })}
        {result?.kind === 'returned' &&
          t('studio.returned', { amount: money(result.payoutCents), stake: money(round?.betCents ?? stake) })}
        {result?.kind === 'none' && t('studio.noWin')}
      </p>
      {slot.pick && !round?.pick && (
        <ChestPicker
          t={t}
          money={money}
          object={artOf(slot.id)?.pick}
          choose={{ chosen: chest, count: slot.pick.prizes.length, set: setChest, disabled: busy }}
        />
      )}
      <div className={styles.controls}>
        <Button
          variant="secondary"
          aria-label={t('studio.stakeDown')}
          disabled={busy || index === 0}
          onClick={() => setIndex(index - 1)}
        >
          −
        </Button>
        <select
          className={styles.stake}
          aria-label={t('stake')}
          data-testid="slot-stake"
          value={centsToDecimal(stake, session.game.exponent)}
          disabled={busy}
          onChange={(event) =>
            setIndex(stakes.indexOf(decimalToCents(event.target.value, session.game.exponent)))
          }
        >
          {stakes.map((cents) => (
            <option key={cents} value={centsToDecimal(cents, session.game.exponent)}>
              {money(cents)}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          aria-label={t('studio.stakeUp')}
          disabled={busy || index === stakes.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          +
        </Button>
        <Button
          variant="accent"
          className={styles.spin}
          disabled={busy}
          onClick={() =>
            void spin().catch((error: unknown) => {
              console.error(error);
              setBusy(false);
            })
          }
          data-testid="spin"
        >
          {t('studio.spin')}
        </Button>
      </div>
    </section>
  );
}
