import { useState } from 'react';
import * as styles from './WinsTicker.css';

export interface WinsTickerProps {
  /** Already formatted win lines, e.g. 'pla***r won $412.30 on Gold Rush'. */
  items: string[];
  /** Accessible name of the ticker, e.g. 'Recent wins'. */
  label: string;
  pauseLabel: string;
  playLabel: string;
  /** Seconds each item spends crossing the bar; the loop lasts items × this. */
  secondsPerItem?: number;
}

/*
 * Scrolls on its own for longer than 5 s, so it pauses on hover and focus and has a pause button
 * (WCAG 2.2.2); with reduced motion it does not move at all.
 */
export function WinsTicker({ items, label, pauseLabel, playLabel, secondsPerItem = 4 }: WinsTickerProps) {
  const [paused, setPaused] = useState(false);
  if (items.length === 0) return null;

  const list = (hidden: boolean) => (
    <ul className={styles.list} aria-hidden={hidden || undefined}>
      {items.map((item, index) => (
        // Wins repeat (same player, same amount), so position is part of the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole, never reordered
        <li key={index}>{item}</li>
      ))}
    </ul>
  );

  return (
    <section className={styles.root} aria-label={label}>
      <div className={styles.viewport}>
        <div
          className={styles.track}
          data-paused={paused}
          // The loop's length depends on the number of wins, so only the duration is set inline.
          style={{ animationDuration: `${items.length * secondsPerItem}s` }}
        >
          {list(false)}
          {list(true)}
        </div>
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={paused}
        onClick={() => setPaused(!paused)}
      >
        {paused ? playLabel : pauseLabel}
      </button>
    </section>
  );
}
