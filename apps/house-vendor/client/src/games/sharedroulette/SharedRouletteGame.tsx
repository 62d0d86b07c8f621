import type { Application } from 'pixi.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PixiStage } from '../../stage/PixiStage';
import { BetBar } from '../roulette/BetBar';
import { BettingLayout } from '../roulette/BettingLayout';
import { betsOf, chipLabel, type PlacedChip, stakesBySpot, tableChips } from '../roulette/chips';
import type { BetSpot } from '../roulette/layout';
import * as rouletteStyles from '../roulette/roulette.css';
import type { WheelScene } from '../roulette/wheelScene';
import type { FrameApi } from '../types';
import { TableSeeds } from './TableSeeds';
import { type Settlement, TableStatus } from './TableStatus';
import { secondsUntil, type TableBet, type TableState, type TableView } from './table';

const loadWheel = () => import('../roulette/wheelScene');

/**
 * The shared table: one wheel for everybody, on the vendor's schedule. Bets are chips on the European
 * layout, sent with "Place bets" while the round takes them (each send is one bet of the casino's
 * wallet); the stream brings the countdown, every player's stakes, "no more bets", the pocket and the
 * revealed seed, and the player's own settlement is read back when the result shows.
 */
export function SharedRouletteGame({ frame }: { frame: FrameApi }) {
  const { t, money, session, sound } = frame;
  const chips = tableChips(session.game);
  const chipFace = (cents: number) => chipLabel(cents, session.game.exponent);
  const [chip, setChip] = useState(chips[Math.min(2, chips.length - 1)]!);
  const [placed, setPlaced] = useState<PlacedChip[]>([]);
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

  const onSpot = stakesBySpot(placed);
  const shown: Record<string, number> = { ...committed };
  for (const [id, cents] of Object.entries(onSpot)) shown[id] = (shown[id] ?? 0) + cents;

  const send = async () => {
    if (placed.length === 0) return frame.notify(t('roulette.placeBet'));
    setBusy(true);
    frame.notify('');
    const answer = await frame.api.call<{ roundId: string; balance: string | null; mine: TableBet[] }>(
      '/table/bet',
      { bets: betsOf(placed, session.game.exponent), roundId: table?.roundId ?? '' },
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

  return (
    <section
      aria-label={session.game.name}
      data-celebrating={!!settlement && settlement.payoutCents > settlement.stakeCents}
    >
      <div className={rouletteStyles.top}>
        <div className={rouletteStyles.wheel}>
          <PixiStage load={loadWheel} onReady={onReady} aspect={1} label={t('shared.wheel')} />
        </div>
        <TableStatus
          t={t}
          money={money}
          table={table}
          open={open}
          seconds={secondsUntil(table?.phase === 'result' ? table.nextAt : (table?.closesAt ?? null), offset)}
          myStakeCents={myStake}
          exponent={session.game.exponent}
          settlement={settlement}
          last={last}
        />
      </div>
      <BettingLayout
        t={t}
        chips={shown}
        chipLabel={chipFace}
        winning={table?.phase === 'betting' ? null : (table?.pocket ?? null)}
        disabled={busy || !open}
        onPlace={place}
      />
      <BetBar
        chips={chips}
        chip={chip}
        onChoose={setChip}
        chipLabel={chipFace}
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
      {table && <TableSeeds t={t} table={table} />}
    </section>
  );
}
