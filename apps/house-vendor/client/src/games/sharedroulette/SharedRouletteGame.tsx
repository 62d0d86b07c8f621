import type { Application } from 'pixi.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pocketColor } from '../../../../src/games/roulette/engine';
import { centsToDecimal } from '../../money';
import { PixiStage } from '../../stage/PixiStage';
import { BetBar } from '../roulette/BetBar';
import { BettingLayout } from '../roulette/BettingLayout';
import type { BetSpot } from '../roulette/layout';
import * as rouletteStyles from '../roulette/roulette.css';
import type { WheelScene } from '../roulette/wheelScene';

const loadWheel = () => import('../roulette/wheelScene');

import * as slotStyles from '../slot/slot.css';
import type { FrameApi } from '../types';
import * as styles from './sharedRoulette.css';
import { secondsUntil, type TableBet, type TableState, type TableView } from './table';

const CHIPS = [10, 50, 100, 500, 2500, 10000];

interface Placed {
  spot: BetSpot;
  cents: number;
}

/** The player's settlement of one table round: what they staked on it and what it returned. */
interface Settlement {
  roundId: string;
  number: number;
  stakeCents: number;
  payoutCents: number;
}

/**
 * The shared table: one wheel for everybody, on the vendor's schedule. Bets are chips on the European
 * layout, sent with "Place bets" while the round takes them (each send is one bet of the casino's
 * wallet); the stream brings the countdown, every player's stakes, "no more bets", the pocket and the
 * revealed seed, and the player's own settlement is read back when the result shows.
 */
export function SharedRouletteGame({ frame }: { frame: FrameApi }) {
  const { t, money, session, sound } = frame;
  const chips = CHIPS.filter((c) => c >= session.game.minBetCents && c <= session.game.maxBetCents);
  const [chip, setChip] = useState(chips[Math.min(2, chips.length - 1)]!);
  const [placed, setPlaced] = useState<Placed[]>([]);
  const [committed, setCommitted] = useState<Record<string, number>>({});
  const [mine, setMine] = useState<TableBet[]>([]);
  const [table, setTable] = useState<TableView | null>(null);
  const [offset, setOffset] = useState(0);
  const [busy, setBusy] = useState(false);
  const [settlement, setSettlement] = useState<Settlement | null>(null);
  const [last, setLast] = useState<number[]>([]);
  const [, setClock] = useState(0);
  const scene = useRef<WheelScene | null>(null);
  const spun = useRef<string | null>(null);
  const settledRounds = useRef(new Set<string>());
  const primed = useRef(false);
  const roundRef = useRef<string | null>(null);

  const pending = placed.reduce((sum, bet) => sum + bet.cents, 0);
  const myStake = mine.reduce((sum, bet) => sum + bet.betCents, 0);
  useEffect(() => frame.setStake(pending + myStake), [frame, pending, myStake]);

  /**
   * The player's bets and balance as the vendor has them, and the settlement of their last settled
   * round (read at the result, at a new round and at every reconnection: a page that missed the
   * result still shows it); each settled bet counts once in the frame's figures.
   */
  const readState = useCallback(async () => {
    const answer = await frame.api.call<TableState>('/table/state');
    if (!answer.ok) return null;
    const { mine: bets, last: done, balance } = answer.data;
    setMine(bets);
    frame.update({ balance });
    const fresh = done.filter((bet) => !settledRounds.current.has(bet.roundId));
    // what was settled before this page opened is shown, not counted in this page's net position
    const opening = !primed.current;
    primed.current = true;
    for (const bet of fresh) {
      settledRounds.current.add(bet.roundId);
      if (!opening) frame.settled(bet.roundId, bet.betCents, bet.payoutCents);
    }
    const number = done[0]?.outcome?.number;
    if (number !== undefined && fresh.length > 0) {
      const next: Settlement = {
        roundId: done[0]!.tableRoundId,
        number,
        stakeCents: done.reduce((sum, bet) => sum + bet.betCents, 0),
        payoutCents: done.reduce((sum, bet) => sum + bet.payoutCents, 0),
      };
      setSettlement(next);
      if (!opening && next.payoutCents > next.stakeCents) sound.play('win');
    }
    return answer.data.table;
  }, [frame, sound]);

  const show = useCallback(
    (view: TableView) => {
      setOffset(Date.parse(view.now) - Date.now());
      setTable(view);
      if (roundRef.current !== view.roundId) {
        // a new round: the chips of the last one leave the layout
        if (roundRef.current !== null) {
          setCommitted({});
          setMine([]);
          void readState();
        }
        roundRef.current = view.roundId;
      }
      if (view.pocket !== null && spun.current !== view.roundId) {
        spun.current = view.roundId;
        const pocket = view.pocket;
        if (view.phase === 'spinning') {
          void scene.current?.spin(pocket).then(() => sound.play('stop'));
        } else scene.current?.rest(pocket);
        setLast((numbers) => [pocket, ...numbers].slice(0, 12));
      }
      if (view.phase === 'result') void readState();
    },
    [readState, sound],
  );

  useEffect(() => {
    const abort = new AbortController();
    void (async () => {
      while (!abort.signal.aborted) {
        // on every (re)connection: the bets and state may have moved while the stream was down
        const table = await readState();
        if (table) show(table);
        await frame.api
          .stream('/table/stream', (data) => show(data as TableView), abort.signal)
          .catch(() => {});
        if (!abort.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    const timer = setInterval(() => setClock((n) => n + 1), 250);
    return () => {
      abort.abort();
      clearInterval(timer);
    };
  }, [frame, show, readState]);

  const onReady = useCallback((app: Application, wheel: typeof import('../roulette/wheelScene')) => {
    scene.current = new wheel.WheelScene(app, null);
    return () => {
      scene.current = null;
    };
  }, []);

  const open = table?.phase === 'betting' && secondsUntil(table.closesAt, offset) > 0;

  const place = (spot: BetSpot) => {
    if (pending + myStake + chip > session.game.maxBetCents)
      return frame.notify(t('roulette.tableMax', { max: money(session.game.maxBetCents) }));
    sound.play('chip');
    setPlaced([...placed, { spot, cents: chip }]);
  };

  const onSpot: Record<string, number> = {};
  for (const bet of placed) onSpot[bet.spot.id] = (onSpot[bet.spot.id] ?? 0) + bet.cents;
  const shown: Record<string, number> = { ...committed };
  for (const [id, cents] of Object.entries(onSpot)) shown[id] = (shown[id] ?? 0) + cents;

  const send = async () => {
    if (placed.length === 0) return frame.notify(t('roulette.placeBet'));
    setBusy(true);
    frame.notify('');
    const bets = Object.entries(onSpot).map(([id, cents]) => {
      const { kind, numbers, index } = placed.find((bet) => bet.spot.id === id)!.spot;
      return { kind, numbers, index, amount: centsToDecimal(cents) };
    });
    const answer = await frame.api.call<{ roundId: string; balance: string | null; mine: TableBet[] }>(
      '/table/bet',
      { bets },
    );
    setBusy(false);
    if (!answer.ok) {
      if (answer.reason === 'tableClosed') frame.notify(t('shared.closed'));
      else frame.refused(answer);
      return;
    }
    frame.staked(answer.data.roundId, pending);
    frame.update({ balance: answer.data.balance });
    setMine(answer.data.mine);
    setCommitted(shown);
    setPlaced([]);
    setSettlement(null);
  };

  const chipLabel = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : centsToDecimal(cents));
  const won = !!settlement && settlement.payoutCents > settlement.stakeCents;
  const phaseText = !table
    ? t('shared.connecting')
    : table.phase === 'betting'
      ? open
        ? t('shared.betting', { seconds: secondsUntil(table.closesAt, offset) })
        : t('shared.noMoreBets')
      : table.phase === 'spinning'
        ? t('shared.noMoreBets')
        : t('shared.result', { number: table.pocket ?? '', seconds: secondsUntil(table.nextAt, offset) });
  return (
    <section aria-label={session.game.name} data-celebrating={won}>
      <div className={rouletteStyles.top}>
        <div className={rouletteStyles.wheel}>
          <PixiStage load={loadWheel} onReady={onReady} aspect={1} label={t('shared.wheel')} />
        </div>
        <div>
          <p
            className={styles.phase}
            role="status"
            data-testid="table-phase"
            data-phase={table?.phase ?? ''}
            data-round={table?.roundId ?? ''}
          >
            {phaseText}
          </p>
          <p className={rouletteStyles.total} data-testid="table-stakes">
            {t('shared.tableStakes', { amount: money(table?.stakeCents ?? 0), players: table?.players ?? 0 })}
          </p>
          <p className={rouletteStyles.total} data-testid="my-stake">
            {t('shared.myStake', { amount: money(myStake) })}
          </p>
          <p
            className={won ? slotStyles.jackpot : slotStyles.neutral}
            data-testid="table-settlement"
            data-round={settlement?.roundId ?? ''}
            data-number={settlement?.number ?? ''}
            data-payout={settlement ? centsToDecimal(settlement.payoutCents) : ''}
          >
            {settlement &&
              (won
                ? t('roulette.win', { number: settlement.number, amount: money(settlement.payoutCents) })
                : settlement.payoutCents > 0
                  ? t('shared.returned', {
                      number: settlement.number,
                      amount: money(settlement.payoutCents),
                      stake: money(settlement.stakeCents),
                    })
                  : t('roulette.noWin', { number: settlement.number }))}
          </p>
          <div className={rouletteStyles.total}>{t('roulette.lastNumbers')}</div>
          <div className={rouletteStyles.numbers} data-testid="last-numbers">
            {last.map((n, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same number may come up twice; the order is the identity
              <span key={i} className={rouletteStyles.last[pocketColor(n)]}>
                {n}
              </span>
            ))}
          </div>
        </div>
      </div>
      <BettingLayout
        t={t}
        chips={shown}
        chipLabel={chipLabel}
        winning={table?.phase === 'betting' ? null : (table?.pocket ?? null)}
        disabled={busy || !open}
        onPlace={place}
      />
      <BetBar
        chips={chips}
        chip={chip}
        onChoose={setChip}
        chipLabel={chipLabel}
        labels={{
          chip: t('roulette.chip'),
          undo: t('roulette.undo'),
          clear: t('roulette.clear'),
          action: t('shared.place'),
          total: t('roulette.total', { amount: money(pending) }),
        }}
        hasBets={placed.length > 0}
        busy={busy || !open}
        onUndo={() => setPlaced(placed.slice(0, -1))}
        onClear={() => setPlaced([])}
        onAction={() => void send().catch(() => setBusy(false))}
        actionTestId="place-bets"
      />
      {table && (
        <dl className={styles.seeds} data-testid="table-seeds">
          <dt>{t('shared.round', { seq: table.seq })}</dt>
          <dd>
            {t('shared.seedHash')} <code data-testid="seed-hash">{table.serverSeedHash}</code>
          </dd>
          <dd>
            {t('shared.clientSeed')} <code>{table.clientSeed}</code>
          </dd>
          <dd>
            {t('shared.seed')} <code data-testid="seed">{table.serverSeed ?? t('shared.seedHidden')}</code>
          </dd>
        </dl>
      )}
    </section>
  );
}
