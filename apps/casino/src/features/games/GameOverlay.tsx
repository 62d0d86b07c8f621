import { Button } from '@casino/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, session } from '../app';
import { gameChannel } from '../device';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import type { Game } from './gameLists';
import * as styles from './games.css';
import { gameMessages } from './messages';

/** Spec 000 §9: the balance-block check runs every 3 s while a game is played for money. */
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
  const navigate = useNavigate();
  const [src, setSrc] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    void launchUrl(game, fun).then((result) => {
      if (!live) return;
      if (typeof result === 'string') setSrc(result);
      else {
        notify(result.error || intl.formatMessage(gameMessages.launchFailed));
        dialogs.close();
      }
    });
    return () => {
      live = false;
    };
  }, [game, fun, intl]);

  // Closing the game, however it happens, refreshes the session so the top bar shows the new balance.
  useEffect(
    () => () => {
      void session.refresh();
    },
    [],
  );

  useEffect(() => {
    const { user } = session.getSnapshot();
    if (fun || !ready || !user) return;
    const timer = setInterval(async () => {
      const block = await api.call('/sys/sysSetting/checkBlock', { id: user.id }, { loading: false });
      if (!block.ok) notify(block.message);
      else if (block.data !== 1) dialogs.open({ name: 'cashoutOffer' });
    }, BLOCK_POLL_MS);
    return () => clearInterval(timer);
  }, [fun, ready]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dialogs.close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={game.name}>
      <div className={styles.overlayBar}>
        <strong style={{ marginRight: 'auto' }}>{game.name}</strong>
        {!fun && (
          <Button
            variant="accent"
            size="small"
            onClick={() => {
              dialogs.close();
              void navigate({ to: '/$section/$page', params: { section: 'cashier', page: 'cashierInfo' } });
            }}
          >
            <FormattedMessage {...common.deposit} />
          </Button>
        )}
        <Button variant="secondary" size="small" onClick={dialogs.close}>
          <FormattedMessage {...common.close} />
        </Button>
      </div>
      {!ready && (
        <p role="status" className={styles.empty}>
          <FormattedMessage {...common.loading} />
        </p>
      )}
      {src && (
        <iframe
          className={styles.frame}
          src={src}
          title={game.name}
          hidden={!ready}
          onLoad={() => setReady(true)}
          allow="autoplay; fullscreen"
        />
      )}
    </div>
  );
}
