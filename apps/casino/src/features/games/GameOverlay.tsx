import { formatMoney, GameOverlay as UiGameOverlay } from '@casino/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, session } from '../app';
import { ActiveBonus } from '../bonus/ActiveBonus';
import { gameTypeOf } from '../bonus/bonusRules';
import { useBonusSummary } from '../bonus/useBonusSummary';
import { gameChannel } from '../device';
import { protectionMessages } from '../protection/messages';
import { PlaySafeLink } from '../protection/PlaySafeLink';
import { RealityCheck } from '../protection/RealityCheck';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import type { Game } from './gameLists';
import * as styles from './games.css';
import { useJackpots } from './jackpots';
import { gameMessages, jackpotOf } from './messages';

/**
 * Spec 000 §9: the balance-block check runs every 3 s while a game is played for money; the top bar's
 * balance is read again on the same beat, so it follows the rounds as the wallet settles them and
 * never more often than the spec's own poll.
 */
const BLOCK_POLL_MS = 3000;

/** The launch URL with its host replaced when the vendor's wrapper domain maps it (spec 000 §7). */
async function launchUrl(game: Game, fun: boolean): Promise<string | { error: string }> {
  const path = fun ? '/sys/game/getTryPlayUrl' : '/sys/game/getLaunchUrl';
  const [launch, wrapper] = await Promise.all([
    api.call(path, { id: game.id, channel: gameChannel }),
    api.call('/sys/gameVendor/wrapper/domain', { code: game.vendor }, { loading: false }),
  ]);
  if (!launch.ok) return { error: launch.message };
  const url = new URL(launch.data, window.location.href);
  const replacement = wrapper.ok ? wrapper.data[url.host] : undefined;
  if (replacement) url.host = replacement;
  return url.toString();
}

export default function GameOverlay({ game, fun }: { game: Game; fun: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [src, setSrc] = useState<string>();
  const { summary } = useBonusSummary();
  const bonus = fun ? null : summary?.current;
  // Only real-money rounds play for the pool, so play-for-fun does not show it.
  const jackpots = useJackpots();
  const pool = fun ? undefined : jackpots.get(game.id);

  useEffect(() => {
    let live = true;
    void launchUrl(game, fun).then((result) => {
      if (!live) return;
      if (typeof result === 'string') return setSrc(result);
      notify(result.error || t(gameMessages.launchFailed));
      dialogs.close();
    });
    return () => {
      live = false;
    };
  }, [game, fun, t]);

  // Closing the game, however it happens, refreshes the session so the top bar shows the new balance.
  useEffect(
    () => () => {
      void session.refresh();
    },
    [],
  );

  useEffect(() => {
    const { user } = session.getSnapshot();
    if (fun || !src || !user) return;
    const timer = setInterval(async () => {
      const [block] = await Promise.all([
        api.call('/sys/sysSetting/checkBlock', { id: user.id }, { loading: false }),
        session.sync(),
      ]);
      if (!block.ok) notify(block.message);
      // Spec 000 §8: the block alert replaces the game, then leads on to cash-out.
      else if (block.data !== 1) dialogs.open({ name: 'cashoutOffer' });
    }, BLOCK_POLL_MS);
    return () => clearInterval(timer);
  }, [fun, src]);

  return (
    <>
      {/* Real money only: the check is about the session's money and time. */}
      {!fun && src && <RealityCheck />}
      <UiGameOverlay
        open
        onOpenChange={(open) => open || dialogs.close()}
        gameName={game.name}
        src={src}
        closeLabel={t(common.close)}
        loadingLabel={t(common.loading)}
        depositLabel={t(common.deposit)}
        onDeposit={fun ? undefined : () => dialogs.open({ name: 'deposit' })}
        banner={
          fun ? undefined : (
            <>
              {pool && (
                <p className={styles.jackpotBand}>
                  {t(jackpotOf, {
                    amount: formatMoney(pool.amount, { currency: pool.currency, locale: intl.locale }),
                  })}
                </p>
              )}
              {bonus && <ActiveBonus grant={bonus} variant="strip" playing={gameTypeOf(game)} />}
              <div className={styles.safeBand}>
                <PlaySafeLink lead={t(protectionMessages.gameLead)} />
              </div>
            </>
          )
        }
      />
    </>
  );
}
