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

/**
 * Recent net wins (spec 000 §2 "Other widgets"); the server writes each line in the player's language,
 * so the lines are asked again when the player changes language (issue 32 §13).
 */
export function WinsTicker() {
  const intl = useIntl();
  // null while loading (the band's place is kept), then the lines, none on a site without wins yet.
  const [wins, setWins] = useState<string[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the calls carry the language; the locale says when it changed
  useEffect(() => {
    let live = true;
    void api.call('/sys/latestWin/randomList', undefined, { loading: false }).then((result) => {
      if (live) setWins(result.ok ? result.data : []);
    });
    return () => {
      live = false;
    };
  }, [intl.locale]);
  if (wins === null) return <div className={styles.tickerSlot} />;
  // Nothing rather than an empty band (issue 32 §11).
  if (wins.length === 0) return null;
  return (
    <UiWinsTicker
      items={wins}
      label={intl.formatMessage(messages.label)}
      pauseLabel={intl.formatMessage(messages.pause)}
      playLabel={intl.formatMessage(messages.play)}
    />
  );
}
