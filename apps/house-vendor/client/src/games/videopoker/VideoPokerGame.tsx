import { Button } from '@casino/ui';
import { useEffect, useRef, useState } from 'react';
import { coinLadder } from '../../../../src/games/stakes';
import { COIN_CENTS, MAX_COINS, type VideoPokerOutcome } from '../../../../src/games/videopoker/engine';
import type { SeedCommitment } from '../../api';
import { centsToDecimal } from '../../money';
import { waitSince } from '../../stage/tween';
import * as slotStyles from '../slot/slot.css';
import type { FrameApi } from '../types';
import { HandTable } from './HandTable';
import { PayTable } from './PayTable';
import type { PokerScene } from './pokerScene';
import * as styles from './videopoker.css';

/** RTS 14: at least 2.5 s from one stake to the next possible stake, as every game of the client. */
export const MIN_CYCLE_MS = 2500;

/** The vendor's VideoPokerView: the dealt hand while it holds, the draw once settled. */
interface HandView {
  roundId: string;
  phase: 'hold' | 'settled';
  dealt: number[];
  coins: number;
  coinCents: number;
  betCents: number;
  outcome: VideoPokerOutcome | null;
}

interface Answer {
  roundId: string;
  videoPoker: HandView;
  balance: string | null;
  seeds: SeedCommitment;
}

const NONE = [false, false, false, false, false];

/**
 * The marks of a hand still held (issue 32 §4): the server learns them only with the draw, so a reload
 * kept the dealt hand and lost the HELD marks. Kept per round in this tab's session storage.
 */
const heldKey = (roundId: string) => `videopoker.held.${roundId}`;

function rememberedHeld(roundId: string): boolean[] {
  try {
    const marks: unknown = JSON.parse(sessionStorage.getItem(heldKey(roundId)) ?? 'null');
    if (Array.isArray(marks) && marks.length === NONE.length && marks.every((m) => typeof m === 'boolean'))
      return marks;
  } catch {
    // storage refused or unreadable: the hand resumes with nothing held
  }
  return NONE;
}

function rememberHeld(roundId: string, marks: boolean[] | null): void {
  try {
    if (marks === null) sessionStorage.removeItem(heldKey(roundId));
    else sessionStorage.setItem(heldKey(roundId), JSON.stringify(marks));
  } catch {
    // kept on screen only
  }
}

export function VideoPokerGame({ frame }: { frame: FrameApi }) {
  const { t, money, session, sound } = frame;
  const { minBetCents, maxBetCents } = session.game;
  const coinValues = coinLadder(COIN_CENTS, session.game, MAX_COINS);
  const resumed = session.videoPoker as HandView | null;
  const [coinCents, setCoinCents] = useState(
    resumed?.coinCents ?? (coinValues.includes(20) ? 20 : coinValues[0]!),
  );
  const [coins, setCoins] = useState(resumed?.coins ?? MAX_COINS);
  const [hand, setHand] = useState<HandView | null>(resumed);
  const [held, setHeld] = useState<boolean[]>(() =>
    resumed?.phase === 'hold' ? rememberedHeld(resumed.roundId) : NONE,
  );
  const [busy, setBusy] = useState(false);
  const [cycle, setCycle] = useState<{ roundId: string; ms: number } | null>(null);
  const scene = useRef<PokerScene | null>(null);
  // the round's clock starts at its stake (the deal); a resumed hand's stake was long ago
  const roundStarted = useRef(0);
  const holding = hand?.phase === 'hold';
  const stake = holding ? hand.betCents : coins * coinCents;
  const allowed = (n: number, cents = coinCents) => n * cents >= minBetCents && n * cents <= maxBetCents;
  useEffect(() => frame.setStake(stake), [frame, stake]);

  // a hand left open (a reload, a lost connection) is where the machine resumes
  useEffect(() => {
    if (resumed) {
      frame.staked(resumed.roundId, resumed.betCents);
      frame.notify(t('videopoker.resumed'));
    }
  }, [frame, resumed, t]);

  const call = async (path: string, body: object) => {
    const answer = await frame.api.call<Answer>(path, body);
    if (!answer.ok) {
      frame.refused(answer);
      setBusy(false);
      return null;
    }
    frame.update({ balance: answer.data.balance, seeds: answer.data.seeds });
    return answer.data;
  };

  const deal = async () => {
    roundStarted.current = performance.now();
    setBusy(true);
    frame.notify('');
    const answer = await call('/videopoker/deal', {
      coins,
      coinValue: centsToDecimal(coinCents, session.game.exponent),
    });
    if (!answer) return;
    const next = answer.videoPoker;
    frame.staked(next.roundId, next.betCents);
    setHeld(NONE);
    setHand(next);
    await scene.current?.deal(next.dealt, () => sound.play('card'));
    setBusy(false);
  };

  const draw = async () => {
    if (!hand) return;
    setBusy(true);
    frame.notify('');
    const positions = held.flatMap((h, i) => (h ? [i] : []));
    const answer = await call('/videopoker/draw', { roundId: hand.roundId, held: positions });
    if (!answer) return;
    const settled = answer.videoPoker;
    rememberHeld(hand.roundId, null);
    const outcome = settled.outcome!;
    await scene.current?.draw(outcome.hand, outcome.held, () => sound.play('card'));
    setHand(settled);
    frame.settled(settled.roundId, outcome.betCents, outcome.payoutCents);
    // a return at or below the stake (Jacks or Better gives the bet back) is said plainly: no sound
    if (outcome.payoutCents > outcome.betCents) sound.play('win');
    await waitSince(roundStarted.current, MIN_CYCLE_MS);
    setCycle({ roundId: settled.roundId, ms: Math.round(performance.now() - roundStarted.current) });
    setBusy(false);
  };

  const outcome = hand?.outcome ?? null;
  const won = !!outcome && outcome.payoutCents > outcome.betCents;
  const coinIndex = coinValues.indexOf(coinCents);
  const chooseCoin = (index: number) => {
    const next = coinValues[index]!;
    setCoinCents(next);
    if (!allowed(coins, next)) setCoins([1, 2, 3, 4, 5].find((n) => allowed(n, next)) ?? 1);
  };
  return (
    <section
      aria-label={session.game.name}
      data-celebrating={won}
      data-phase={hand?.phase ?? 'idle'}
      data-round={cycle?.roundId ?? ''}
      data-cycle-ms={cycle?.ms ?? ''}
    >
      <HandTable
        t={t}
        cards={outcome?.hand ?? hand?.dealt ?? [null, null, null, null, null]}
        held={holding ? held : (outcome?.held ?? []).reduce((h, i) => h.with(i, true), NONE)}
        canHold={holding && !busy}
        onToggle={(i) => {
          sound.play('chip');
          const marks = held.with(i, !held[i]);
          setHeld(marks);
          if (hand) rememberHeld(hand.roundId, marks);
        }}
        onScene={(made) => {
          scene.current = made;
        }}
      />
      <p
        className={won ? slotStyles.jackpot : slotStyles.neutral}
        data-testid="videopoker-result"
        data-phase={hand?.phase ?? 'idle'}
        data-hand={outcome ? (outcome.result ?? 'none') : ''}
        data-payout={outcome?.payoutCents ?? ''}
      >
        {outcome &&
          `${t(`videopoker.hand.${outcome.result ?? 'none'}`)} · ${
            won
              ? t('videopoker.win', { amount: money(outcome.payoutCents) })
              : outcome.payoutCents > 0
                ? t('videopoker.returned', { amount: money(outcome.payoutCents) })
                : t('videopoker.noWin')
          }`}
      </p>
      <p className={styles.hint}>{holding && !busy ? t('videopoker.holdHint') : ''}</p>
      <div className={slotStyles.controls}>
        <Button
          variant="secondary"
          aria-label={t('videopoker.coinDown')}
          disabled={busy || holding || coinIndex <= 0}
          onClick={() => chooseCoin(coinIndex - 1)}
        >
          −
        </Button>
        <output className={slotStyles.stake} aria-label={t('videopoker.coinValue')}>
          {money(coinCents)}
        </output>
        <Button
          variant="secondary"
          aria-label={t('videopoker.coinUp')}
          disabled={busy || holding || coinIndex >= coinValues.length - 1}
          onClick={() => chooseCoin(coinIndex + 1)}
        >
          +
        </Button>
        <fieldset className={styles.coins} aria-label={t('videopoker.coins')} disabled={busy || holding}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Button
              key={n}
              variant={n === coins ? 'accent' : 'secondary'}
              aria-pressed={n === coins}
              disabled={!allowed(n)}
              onClick={() => setCoins(n)}
              data-coins={n}
            >
              {n}
            </Button>
          ))}
        </fieldset>
        <output className={slotStyles.stake}>{t('videopoker.stake', { amount: money(stake) })}</output>
        <Button
          variant="accent"
          className={slotStyles.spin}
          disabled={busy}
          onClick={() => void (holding ? draw() : deal()).catch(() => setBusy(false))}
          data-testid={holding ? 'draw' : 'deal'}
        >
          {t(holding ? 'videopoker.draw' : 'videopoker.deal')}
        </Button>
      </div>
      <PayTable t={t} coins={holding || !outcome ? coins : outcome.coins} won={outcome?.result ?? null} />
    </section>
  );
}
