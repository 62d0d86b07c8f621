import { WinsTicker as UiWinsTicker } from '@casino/ui';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { api } from '../app';
import * as styles from './shell.css';

const messages = defineMessages({
  label: { id: 'ticker.label', defaultMessage: 'Latest wins' },
  pause: { id: 'ticker.pause', defaultMessage: 'Pause' },
  play: { id: 'ticker.play', defaultMessage: 'Play' },
});

/** Recent wins (spec 000 §2 "Other widgets"); the server writes each line in the player's language. */
export function WinsTicker() {
  const intl = useIntl();
  const [wins, setWins] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void api.call('/sys/latestWin/randomList', undefined, { loading: false }).then((result) => {
      if (live && result.ok) setWins(result.data);
    });
    return () => {
      live = false;
    };
  }, []);
  if (wins.length === 0) return <div className={styles.tickerSlot} />;
  return (
    <UiWinsTicker
      items={wins}
      label={intl.formatMessage(messages.label)}
      pauseLabel={intl.formatMessage(messages.pause)}
      playLabel={intl.formatMessage(messages.play)}
    />
  );
}
