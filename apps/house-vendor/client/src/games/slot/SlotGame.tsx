import { Button } from '@casino/ui';
import type { Application } from 'pixi.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SlotOutcome } from '../../../../src/games/slot/engine';
import type { SeedCommitment } from '../../api';
import { centsToDecimal, decimalToCents } from '../../money';
import { PixiStage } from '../../stage/PixiStage';
import { waitSince } from '../../stage/tween';
import type { FrameApi } from '../types';
import type { ReelScene } from './reelScene';
import * as styles from './slot.css';
import { stakesFor } from './stakes';

const loadReels = () => import('./reelScene');

/** RTS 14: at least 2.5 s from one stake to the next possible stake; no autoplay, turbo or slam-stop. */
export const MIN_CYCLE_MS = 2500;

interface SpinAnswer {
  roundId: string;
  outcome: SlotOutcome;
  balance: string | null;
  jackpot: string | null;
  seeds: SeedCommitment;
}

type Result = { kind: 'none' } | { kind: 'returned' | 'win'; payoutCents: number };

export function SlotGame({ frame }: { frame: FrameApi }) {
  const { t, money, session, sound } = frame;
  const stakes = stakesFor(session.game);
  const [index, setIndex] = useState(Math.min(2, stakes.length - 1));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SlotOutcome | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  // the last round and its measured cycle, stake to next possible stake (the e2e reads them)
  const [cycle, setCycle] = useState<{ roundId: string; ms: number } | null>(null);
  const scene = useRef<ReelScene | null>(null);
  const stake = stakes[index]!;
  useEffect(() => frame.setStake(stake), [frame, stake]);

  const present = useCallback(
    (o: SlotOutcome, animate: boolean) => {
      const lineBet = o.betCents / 20;
      const celebrate = animate && o.payoutCents > o.betCents;
      scene.current?.showWins(
        o.lineWins.map((win) => ({ ...win, amount: money(win.multiplier * lineBet) })),
        celebrate,
      );
      setOutcome(o);
      // a return at or below the stake is no win: said plainly, no sound, no pulse (RTS 14)
      setResult(
        o.payoutCents === 0
          ? { kind: 'none' }
          : { kind: o.payoutCents > o.betCents ? 'win' : 'returned', payoutCents: o.payoutCents },
      );
      if (celebrate) sound.play('win');
    },
    [money, sound],
  );

  const onReady = useCallback(
    (app: Application, reels: Awaited<ReturnType<typeof loadReels>>) => {
      scene.current = new reels.ReelScene(app, null);
      // resume: the last round of this game is what the reels show after a reload
      void frame.api.receipts().then((answer) => {
        if (!answer.ok) return;
        const last = answer.data.find((round) => round.gameCode === session.game.code);
        if (last?.game !== 'slot' || !scene.current) return;
        const o = last.outcome as SlotOutcome;
        scene.current.show(o.window);
        present(o, false);
      });
      return () => {
        scene.current = null;
      };
    },
    [frame, session.game.code, present],
  );

  const spin = async () => {
    const started = performance.now();
    setBusy(true);
    setResult(null);
    setOutcome(null);
    frame.notify('');
    sound.play('tick');
    const answer = await frame.api.call<SpinAnswer>('/slot/spin', {
      bet: centsToDecimal(stake, session.game.exponent),
    });
    if (!answer.ok) {
      frame.refused(answer);
      setBusy(false);
      return;
    }
    const { roundId, outcome: o } = answer.data;
    frame.staked(roundId, o.betCents);
    await scene.current?.spin(o.window, () => sound.play('stop'));
    present(o, true);
    frame.settled(roundId, o.betCents, o.payoutCents);
    frame.update({ balance: answer.data.balance, seeds: answer.data.seeds });
    if (answer.data.jackpot && decimalToCents(answer.data.jackpot, session.game.exponent) > 0) {
      frame.notify(
        t('slot.jackpotWon', { amount: money(decimalToCents(answer.data.jackpot, session.game.exponent)) }),
      );
    }
    await waitSince(started, MIN_CYCLE_MS);
    setCycle({ roundId, ms: Math.round(performance.now() - started) });
    setBusy(false);
  };

  return (
    <section
      aria-label={session.game.name}
      data-celebrating={result?.kind === 'win'}
      data-round={cycle?.roundId ?? ''}
      data-cycle-ms={cycle?.ms ?? ''}
    >
      <PixiStage
        load={loadReels}
        onReady={onReady}
        aspect={0.62}
        label={t('slot.stageLabel')}
        className={styles.surface}
      />
      <ul className={styles.wins} data-testid="slot-wins">
        {outcome?.lineWins.map((win) => (
          <li key={win.line}>
            {t('slot.lineWin', {
              line: win.line,
              count: win.count,
              amount: money((win.multiplier * outcome.betCents) / 20),
            })}
          </li>
        ))}
        {outcome && outcome.scatterMultiplier > 0 && (
          <li>
            {t('slot.scatterWin', {
              count: outcome.scatterCount,
              amount: money(outcome.scatterMultiplier * outcome.betCents),
            })}
          </li>
        )}
      </ul>
      <p
        className={result?.kind === 'win' ? styles.jackpot : styles.neutral}
        data-testid="slot-result"
        data-result={result?.kind ?? ''}
      >
        {result?.kind === 'win' && t('slot.win', { amount: money(result.payoutCents) })}
        {result?.kind === 'returned' &&
          t('slot.returned', { amount: money(result.payoutCents), stake: money(outcome?.betCents ?? stake) })}
        {result?.kind === 'none' && t('slot.noWin')}
      </p>
      <div className={styles.controls}>
        <Button
          variant="secondary"
          aria-label={t('slot.stakeDown')}
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
          aria-label={t('slot.stakeUp')}
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
          {t('slot.spin')}
        </Button>
      </div>
    </section>
  );
}
