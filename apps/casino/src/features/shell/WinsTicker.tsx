import { useEffect, useState } from 'react';
import { api } from '../app';
import * as styles from './shell.css';

/** Recent wins (spec 000 §2 "Other widgets"); the server writes each line in the player's language. */
export function WinsTicker() {
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
  if (wins.length === 0) return null;
  return (
    <div className={styles.ticker} aria-live="off">
      {wins.join('   ·   ')}
    </div>
  );
}
