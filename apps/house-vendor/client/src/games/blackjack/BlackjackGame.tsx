import { Button } from '@casino/ui';
import type { Application } from 'pixi.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { stakeLadder } from '../../../../src/games/stakes';
import type { SeedCommitment } from '../../api';
import { centsToDecimal } from '../../money';
import { PixiStage } from '../../stage/PixiStage';
import { useWide } from '../../stage/useWide';
import * as slotStyles from '../slot/slot.css';
import type { FrameApi } from '../types';
import type { TableScene, TableView } from './tableScene';

const loadTable = () => import('./tableScene');

const STAKES = [100, 200, 500, 1000, 2500, 5000, 10000, 25000, 50000];
const ACTIONS = ['hit', 'stand', 'double', 'split'] as const;

type View = TableView & { roundId: string; legalActions: string[]; payoutCents: number };

interface Answer {
  roundId: string;
  blackjack: View;
  balance: string | null;
  seeds: SeedCommitment;
}

const stakeOf = (view: TableView) => view.hands.reduce((sum, hand) => sum + hand.betCents, 0);

export function BlackjackGame({ frame }: { frame: FrameApi }) {
  const { t, money, session, sound } = frame;
  const stakes = stakeLadder(STAKES, session.game, 2);
  const [index, setIndex] = useState(Math.min(2, stakes.length - 1));
  const [view, setView] = useState<View | null>(session.blackjack as View | null);
  const [busy, setBusy] = useState(false);
  const scene = useRef<TableScene | null>(null);
  const wide = useWide();
  const stake = stakes[index]!;
  const inPlay = view?.phase === 'player';
  useEffect(() => frame.setStake(view && inPlay ? stakeOf(view) : stake), [frame, view, inPlay, stake]);

  // a hand left open (a reload, a lost connection) is where the table resumes
  useEffect(() => {
    if (session.blackjack) frame.staked(session.blackjack.roundId, stakeOf(session.blackjack as View));
  }, [frame, session.blackjack]);

  const onReady = useCallback(
    (app: Application, table: typeof import('./tableScene')) => {
      scene.current = new table.TableScene(app, {
        dealer: t('blackjack.dealer'),
        money,
        total: (hand, total) => t('blackjack.handTotal', { hand, total }),
      });
      if (session.blackjack) void scene.current.show(session.blackjack as View, false, () => {});
      return () => {
        scene.current = null;
      };
    },
    [t, money, session.blackjack],
  );

  const play = async (path: string, body: object) => {
    setBusy(true);
    frame.notify('');
    const answer = await frame.api.call<Answer>(path, body);
    if (!answer.ok) {
      frame.refused(answer);
      setBusy(false);
      return;
    }
    const next = answer.data.blackjack;
    frame.staked(answer.data.roundId, stakeOf(next));
    await scene.current?.show(next, true, () => sound.play('card'));
    setView(next);
    frame.update({ balance: answer.data.balance, seeds: answer.data.seeds });
    if (next.phase === 'settled') {
      frame.settled(answer.data.roundId, stakeOf(next), next.payoutCents);
      if (next.payoutCents > stakeOf(next)) sound.play('win');
    }
    setBusy(false);
  };
  const run = (path: string, body: object) => () => void play(path, body).catch(() => setBusy(false));

  const settled = view?.phase === 'settled' ? view : null;
  return (
    <section
      aria-label={session.game.name}
      data-celebrating={!!settled && settled.payoutCents > stakeOf(settled)}
    >
      <PixiStage
        load={loadTable}
        onReady={onReady}
        aspect={wide ? 0.62 : 0.95}
        label={t('blackjack.table')}
        className={slotStyles.surface}
      />
      <p
        className={
          settled && settled.payoutCents > stakeOf(settled) ? slotStyles.jackpot : slotStyles.neutral
        }
        data-testid="blackjack-result"
        data-phase={view?.phase ?? ''}
      >
        {settled &&
          (settled.payoutCents > stakeOf(settled)
            ? t('blackjack.win', { amount: money(settled.payoutCents) })
            : settled.payoutCents > 0
              ? t('blackjack.returned', { amount: money(settled.payoutCents) })
              : t('blackjack.lose'))}
        {settled &&
          ` · ${settled.hands.map((hand) => t(`blackjack.result.${hand.result ?? 'lose'}`)).join(' / ')}`}
      </p>
      <div className={slotStyles.controls}>
        {inPlay ? (
          ACTIONS.map((action) => (
            <Button
              key={action}
              variant={action === 'stand' ? 'accent' : 'secondary'}
              disabled={busy || !view.legalActions.includes(action)}
              onClick={run('/blackjack/action', { roundId: view.roundId, action })}
              data-action={action}
            >
              {t(`blackjack.${action}`)}
            </Button>
          ))
        ) : (
          <>
            <Button
              variant="secondary"
              aria-label={t('blackjack.stakeDown')}
              disabled={busy || index === 0}
              onClick={() => setIndex(index - 1)}
            >
              −
            </Button>
            <output className={slotStyles.stake} aria-label={t('stake')}>
              {money(stake)}
            </output>
            <Button
              variant="secondary"
              aria-label={t('blackjack.stakeUp')}
              disabled={busy || index === stakes.length - 1}
              onClick={() => setIndex(index + 1)}
            >
              +
            </Button>
            <Button
              variant="accent"
              disabled={busy}
              onClick={run('/blackjack/deal', { bet: centsToDecimal(stake, session.game.exponent) })}
              data-testid="deal"
            >
              {t('blackjack.deal')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
