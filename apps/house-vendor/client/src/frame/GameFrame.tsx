import { Button, Dialog, DialogContent } from '@casino/ui';
import { useMemo, useState } from 'react';
import type { ApiRefusal, HouseApi, SeedCommitment, SessionState } from '../api';
import type { FrameApi, GameModule } from '../games/types';
import type { Translate } from '../i18n';
import { decimalToCents, type Money } from '../money';
import { FairDialog } from './FairDialog';
import * as styles from './frame.css';
import { HistoryDialog } from './HistoryDialog';
import { NetPosition } from './netPosition';
import { StatusBar } from './StatusBar';
import { Sound } from './sound';

/** Refusals the client words itself, in the player's language, rather than the vendor's es/en/fil. */
const KNOWN_REASONS = new Set([
  'insufficientFunds',
  'playerBlocked',
  'casinoBusy',
  'sessionExpired',
  'sessionInvalid',
  'handInPlay',
  'roundInPlay',
  'seedsChanged',
  'network',
  'roundVoid',
]);

export interface GameFrameProps {
  session: SessionState;
  api: HouseApi;
  game: GameModule;
  t: Translate;
  money: Money;
  locale: string;
}

type Panel = 'history' | 'fair' | 'rules' | null;

/**
 * What every game shares: the figures always on screen, the history, provably fair, rules, sound and
 * the line that says what happened. The game itself is the module's component inside.
 */
export function GameFrame({ session, api, game, t, money, locale }: GameFrameProps) {
  const [balance, setBalance] = useState<string | null>(session.balance);
  const [seeds, setSeeds] = useState<SeedCommitment>(session.seeds);
  const [stakeCents, setStakeCents] = useState(session.game.minBetCents);
  const [lastWinCents, setLastWinCents] = useState<number | null>(null);
  const [net] = useState(() => new NetPosition(api.sessionId));
  const [netCents, setNetCents] = useState(net.cents);
  const [sound] = useState(() => new Sound(session.playerTag));
  const [soundOn, setSoundOn] = useState(sound.enabled);
  const [message, setMessage] = useState('');
  const [panel, setPanel] = useState<Panel>(null);

  const frame = useMemo<FrameApi>(
    () => ({
      session,
      api,
      t,
      money,
      locale,
      sound,
      setStake: setStakeCents,
      update({ balance: next, seeds: nextSeeds }) {
        if (next !== undefined && next !== null) setBalance(next);
        if (nextSeeds) setSeeds(nextSeeds);
      },
      staked(roundId, stake) {
        net.staked(roundId, stake);
        setNetCents(net.cents);
      },
      settled(roundId, stake, payout) {
        net.staked(roundId, stake);
        net.paid(roundId, payout);
        setNetCents(net.cents);
        setLastWinCents(payout);
      },
      refused(refusal: ApiRefusal) {
        setMessage(
          refusal.reason && KNOWN_REASONS.has(refusal.reason)
            ? t(`error.${refusal.reason}`)
            : refusal.message || t('error.network'),
        );
      },
      notify: setMessage,
    }),
    [session, api, t, money, locale, sound, net],
  );

  const toggle = (name: Panel) => (open: boolean) => setPanel(open ? name : null);
  return (
    <main className={styles.page}>
      <StatusBar
        t={t}
        money={money}
        balanceCents={balance === null ? null : decimalToCents(balance, session.game.exponent)}
        stakeCents={stakeCents}
        lastWinCents={lastWinCents}
        netCents={netCents}
        startedAt={session.startedAt}
      />
      <div className={styles.tools}>
        <h1 className={styles.title}>{document.title || session.game.name}</h1>
        <Button size="small" variant="secondary" onClick={() => setPanel('history')}>
          {t('history')}
        </Button>
        <Button size="small" variant="secondary" onClick={() => setPanel('fair')}>
          {t('fairness')}
        </Button>
        <Button size="small" variant="secondary" onClick={() => setPanel('rules')}>
          {t('rules')}
        </Button>
        <Button
          size="small"
          variant="ghost"
          aria-pressed={soundOn}
          onClick={() => {
            sound.setEnabled(!soundOn);
            setSoundOn(!soundOn);
          }}
        >
          {soundOn ? t('soundOn') : t('soundOff')}
        </Button>
        <span className={styles.mode} data-mode={session.mode}>
          {session.mode === 'fun' ? t('playForFun') : t('realMoney')}
        </span>
      </div>
      <game.Game frame={frame} />
      <p className={styles.message} role="status" aria-live="polite" data-testid="message">
        {message}
      </p>
      <HistoryDialog frame={frame} game={game} open={panel === 'history'} onOpenChange={toggle('history')} />
      <FairDialog frame={frame} seeds={seeds} open={panel === 'fair'} onOpenChange={toggle('fair')} />
      <Dialog open={panel === 'rules'} onOpenChange={toggle('rules')}>
        <DialogContent title={t('rules')} closeLabel={t('close')} size="large">
          <div className={styles.stack}>
            <p>
              <strong>
                {t('rtp', {
                  rtp: Number(session.game.rtp).toLocaleString(locale, { maximumFractionDigits: 3 }),
                })}
              </strong>
            </p>
            <p>
              {t('limits', {
                min: money(session.game.minBetCents),
                max: money(session.game.maxBetCents),
              })}
            </p>
            <game.Rules frame={frame} />
            <p>{t('responsible')}</p>
          </div>
        </DialogContent>
      </Dialog>
    </main>
  );
}
