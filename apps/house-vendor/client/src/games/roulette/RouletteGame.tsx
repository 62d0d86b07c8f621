import type { Application } from 'pixi.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CALLED_BET_KINDS,
  type CalledBetKind,
  calledBetChips,
  type RouletteOutcome,
} from '../../../../src/games/roulette/engine';
import type { SeedCommitment } from '../../api';
import { PixiStage } from '../../stage/PixiStage';
import * as slotStyles from '../slot/slot.css';
import type { FrameApi } from '../types';
import { BetBar } from './BetBar';
import { BettingLayout } from './BettingLayout';
import { betsOf, chipLabel, type PlacedChip, stakesBySpot, tableChips } from './chips';
import { LastNumbers } from './LastNumbers';
import type { BetSpot } from './layout';
import { Racetrack } from './Racetrack';
import * as styles from './roulette.css';
import type { WheelScene } from './wheelScene';

const loadWheel = () => import('./wheelScene');

/** A called bet takes the chosen chip once for each of its chips (voisins 9, tiers 6, orphelins 5). */
const stakeOf = (spot: BetSpot, chip: number): number =>
  (CALLED_BET_KINDS as readonly string[]).includes(spot.kind)
    ? chip * calledBetChips(spot.kind as CalledBetKind)
    : chip;

interface SpinAnswer {
  roundId: string;
  outcome: RouletteOutcome;
  balance: string | null;
  seeds: SeedCommitment;
}

export function RouletteGame({ frame }: { frame: FrameApi }) {
  const { t, money, session, sound } = frame;
  const french = session.game.ruleSet === 'french';
  const chips = tableChips(session.game);
  const chipFace = (cents: number) => chipLabel(cents, session.game.exponent);
  const [chip, setChip] = useState(chips[Math.min(2, chips.length - 1)]!);
  const [placed, setPlaced] = useState<PlacedChip[]>([]);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<number[]>([]);
  const [result, setResult] = useState<RouletteOutcome | null>(null);
  const scene = useRef<WheelScene | null>(null);
  const lastRef = useRef<number | null>(null);

  const total = placed.reduce((sum, bet) => sum + bet.cents, 0);
  useEffect(() => frame.setStake(total), [frame, total]);
  const onSpot = stakesBySpot(placed);

  useEffect(() => {
    void frame.api.receipts().then((answer) => {
      if (!answer.ok) return;
      const numbers = answer.data
        .filter((round) => round.gameCode === session.game.code && round.game === 'roulette')
        .map((round) => (round.outcome as RouletteOutcome).number);
      setLast(numbers.slice(0, 12));
      lastRef.current = numbers[0] ?? null;
      if (numbers[0] !== undefined) scene.current?.rest(numbers[0]);
    });
  }, [frame, session.game.code]);

  const onReady = useCallback((app: Application, wheel: typeof import('./wheelScene')) => {
    scene.current = new wheel.WheelScene(app, lastRef.current);
    return () => {
      scene.current = null;
    };
  }, []);

  const place = (spot: BetSpot) => {
    const cents = stakeOf(spot, chip);
    if (total + cents > session.game.maxBetCents)
      return frame.notify(t('roulette.tableMax', { max: money(session.game.maxBetCents) }));
    setResult(null);
    sound.play('chip');
    setPlaced([...placed, { spot, cents }]);
  };

  const spin = async () => {
    if (placed.length === 0) return frame.notify(t('roulette.placeBet'));
    setBusy(true);
    frame.notify('');
    const answer = await frame.api.call<SpinAnswer>('/roulette/spin', {
      bets: betsOf(placed, session.game.exponent),
    });
    if (!answer.ok) {
      frame.refused(answer);
      setBusy(false);
      return;
    }
    const { roundId, outcome } = answer.data;
    frame.staked(roundId, outcome.betCents);
    await scene.current?.spin(outcome.number);
    sound.play('stop');
    setResult(outcome);
    setLast((numbers) => [outcome.number, ...numbers].slice(0, 12));
    frame.settled(roundId, outcome.betCents, outcome.payoutCents);
    frame.update({ balance: answer.data.balance, seeds: answer.data.seeds });
    if (outcome.payoutCents > outcome.betCents) sound.play('win');
    setBusy(false);
  };

  // The racetrack and the layout take the same chips and the same taps.
  const surface = {
    t,
    chips: onSpot,
    chipLabel: chipFace,
    winning: result?.number ?? null,
    disabled: busy,
    onPlace: place,
  };
  return (
    <section
      aria-label={session.game.name}
      data-celebrating={!!result && result.payoutCents > result.betCents}
    >
      <div className={styles.top}>
        <div className={styles.wheel}>
          <PixiStage
            load={loadWheel}
            onReady={onReady}
            aspect={1}
            label={t(french ? 'roulette.wheelFrench' : 'roulette.wheel')}
          />
        </div>
        <div>
          <p
            className={
              result && result.payoutCents > result.betCents ? slotStyles.jackpot : slotStyles.neutral
            }
            data-testid="roulette-result"
            data-number={result?.number ?? ''}
          >
            {result &&
              (result.payoutCents > result.betCents
                ? t('roulette.win', { number: result.number, amount: money(result.payoutCents) })
                : result.payoutCents > 0
                  ? t('roulette.returned', { number: result.number, amount: money(result.payoutCents) })
                  : t('roulette.noWin', { number: result.number }))}
          </p>
          <LastNumbers label={t('roulette.lastNumbers')} numbers={last} />
        </div>
      </div>
      {french && <Racetrack {...surface} />}
      <BettingLayout {...surface} />
      <BetBar
        chips={chips}
        chip={chip}
        onChoose={setChip}
        chipLabel={chipFace}
        labels={{
          chip: t('roulette.chip'),
          undo: t('roulette.undo'),
          clear: t('roulette.clear'),
          action: t('roulette.spin'),
          total: t('roulette.total', { amount: money(total) }),
        }}
        hasBets={placed.length > 0}
        busy={busy}
        onUndo={() => setPlaced(placed.slice(0, -1))}
        onClear={() => setPlaced([])}
        onAction={() => void spin().catch(() => setBusy(false))}
        actionTestId="spin"
      />
    </section>
  );
}
