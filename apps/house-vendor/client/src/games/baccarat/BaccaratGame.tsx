import type { Application } from 'pixi.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BaccaratOutcome, BaccaratSide } from '../../../../src/games/baccarat/engine';
import { stakeLadder } from '../../../../src/games/stakes';
import type { SeedCommitment } from '../../api';
import { centsToDecimal } from '../../money';
import { PixiStage } from '../../stage/PixiStage';
import { waitSince } from '../../stage/tween';
import { useWide } from '../../stage/useWide';
import { BetBar } from '../roulette/BetBar';
import { chipLabel } from '../roulette/chips';
import * as slotStyles from '../slot/slot.css';
import type { FrameApi } from '../types';
import { BetSpots, SPOTS } from './BetSpots';
import * as styles from './baccarat.css';
import type { BaccaratScene } from './baccaratScene';

const loadTable = () => import('./baccaratScene');

import { drawNotes } from './tableau';

/** RTS 14: at least 2.5 s from one stake to the next possible stake, as every game of the client. */
export const MIN_CYCLE_MS = 2500;

/** Whole multiples of 0.20, so a banker bet's 5% commission is always exact cents. */
const CHIPS = [100, 500, 1000, 2500, 10000, 50000];

interface DealAnswer {
  roundId: string;
  outcome: BaccaratOutcome;
  balance: string | null;
  seeds: SeedCommitment;
}

export function BaccaratGame({ frame }: { frame: FrameApi }) {
  const { t, money, session, sound } = frame;
  const chips = stakeLadder(CHIPS, session.game, 20);
  const [chip, setChip] = useState(chips[Math.min(1, chips.length - 1)]!);
  const [placed, setPlaced] = useState<{ side: BaccaratSide; cents: number }[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BaccaratOutcome | null>(null);
  const [cycle, setCycle] = useState<{ roundId: string; ms: number } | null>(null);
  const scene = useRef<BaccaratScene | null>(null);
  const wide = useWide();

  const total = placed.reduce((sum, bet) => sum + bet.cents, 0);
  useEffect(() => frame.setStake(total), [frame, total]);
  const onSide: Partial<Record<BaccaratSide, number>> = {};
  for (const bet of placed) onSide[bet.side] = (onSide[bet.side] ?? 0) + bet.cents;

  const onReady = useCallback(
    (app: Application, table: typeof import('./baccaratScene')) => {
      scene.current = new table.BaccaratScene(app, {
        player: t('baccarat.player'),
        banker: t('baccarat.banker'),
        tie: t('baccarat.tie'),
      });
      // after a reload the table shows the last coup of this game, as it ended (nothing replayed)
      void frame.api.receipts().then((answer) => {
        if (!answer.ok || !scene.current) return;
        const last = answer.data.find((round) => round.gameCode === session.game.code);
        if (last?.game !== 'baccarat') return;
        scene.current.show(last.outcome as BaccaratOutcome);
        setResult(last.outcome as BaccaratOutcome);
      });
      return () => {
        scene.current = null;
      };
    },
    [t, frame, session.game.code],
  );

  const place = (side: BaccaratSide) => {
    if (total + chip > session.game.maxBetCents)
      return frame.notify(t('baccarat.tableMax', { max: money(session.game.maxBetCents) }));
    const tieMax = session.game.tieMaxCents;
    if (side === 'tie' && tieMax !== null && (onSide.tie ?? 0) + chip > tieMax)
      return frame.notify(t('baccarat.tieMax', { max: money(tieMax) }));
    sound.play('chip');
    setPlaced([...placed, { side, cents: chip }]);
  };

  const deal = async () => {
    if (placed.length === 0) return frame.notify(t('baccarat.placeBet'));
    const started = performance.now();
    setBusy(true);
    setResult(null);
    frame.notify('');
    const bets = SPOTS.filter((side) => onSide[side]).map((side) => ({
      side,
      amount: centsToDecimal(onSide[side]!, session.game.exponent),
    }));
    const answer = await frame.api.call<DealAnswer>('/baccarat/deal', { bets });
    if (!answer.ok) {
      frame.refused(answer);
      setBusy(false);
      return;
    }
    const { roundId, outcome } = answer.data;
    frame.staked(roundId, outcome.betCents);
    await scene.current?.deal(outcome, () => sound.play('card'));
    setResult(outcome);
    frame.settled(roundId, outcome.betCents, outcome.payoutCents);
    frame.update({ balance: answer.data.balance, seeds: answer.data.seeds });
    // a return at or below the stake (a push on a tie) is said plainly: no sound, no highlight
    if (outcome.payoutCents > outcome.betCents) sound.play('win');
    await waitSince(started, MIN_CYCLE_MS);
    setCycle({ roundId, ms: Math.round(performance.now() - started) });
    setBusy(false);
  };

  const chipFace = (cents: number) => chipLabel(cents, session.game.exponent);
  const won = !!result && result.payoutCents > result.betCents;
  return (
    <section
      aria-label={session.game.name}
      data-celebrating={won}
      data-round={cycle?.roundId ?? ''}
      data-cycle-ms={cycle?.ms ?? ''}
    >
      <PixiStage
        load={loadTable}
        onReady={onReady}
        aspect={wide ? 0.5 : 0.78}
        label={t('baccarat.table')}
        className={slotStyles.surface}
      />
      <p
        className={won ? slotStyles.jackpot : slotStyles.neutral}
        data-testid="baccarat-result"
        data-winner={result?.winner ?? ''}
        data-payout={result?.payoutCents ?? ''}
      >
        {result &&
          `${t(`baccarat.winner.${result.winner}`, {
            player: result.playerTotal,
            banker: result.bankerTotal,
          })} · ${
            won
              ? t('baccarat.win', { amount: money(result.payoutCents) })
              : result.payoutCents > 0
                ? t('baccarat.returned', { amount: money(result.payoutCents) })
                : t('baccarat.noWin')
          }`}
      </p>
      <p className={styles.notes} data-testid="baccarat-draws">
        {result &&
          drawNotes(result)
            .map((note) => t(note.key, note.values))
            .join(' ')}
      </p>
      <BetSpots
        t={t}
        chips={onSide}
        chipLabel={chipFace}
        winner={result?.winner ?? null}
        disabled={busy}
        onPlace={place}
      />
      <BetBar
        chips={chips}
        chip={chip}
        onChoose={setChip}
        chipLabel={chipFace}
        labels={{
          chip: t('baccarat.chip'),
          undo: t('baccarat.undo'),
          clear: t('baccarat.clear'),
          action: t('baccarat.deal'),
          total: t('baccarat.total', { amount: money(total) }),
        }}
        hasBets={placed.length > 0}
        busy={busy}
        onUndo={() => setPlaced(placed.slice(0, -1))}
        onClear={() => setPlaced([])}
        onAction={() => void deal().catch(() => setBusy(false))}
        actionTestId="deal"
      />
    </section>
  );
}
