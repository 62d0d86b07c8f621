import { useEffect, useState } from 'react';
import type { Translate } from '../i18n';
import type { Money } from '../money';
import * as styles from './frame.css';

export interface StatusBarProps {
  t: Translate;
  money: Money;
  /** The casino's balance; null while unknown. */
  balanceCents: number | null;
  stakeCents: number;
  lastWinCents: number | null;
  netCents: number;
  startedAt: string;
}

function clock(since: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** Balance, stake, last win, net position and session time: on screen at all times (RTS 13/14). */
export function StatusBar({
  t,
  money,
  balanceCents,
  stakeCents,
  lastWinCents,
  netCents,
  startedAt,
}: StatusBarProps) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const figures: [string, string, string][] = [
    ['balance', t('balance'), balanceCents === null ? '…' : money(balanceCents)],
    ['stake', t('stake'), money(stakeCents)],
    ['last-win', t('lastWin'), lastWinCents === null ? '—' : money(lastWinCents)],
    ['net', t('net'), `${netCents > 0 ? '+' : ''}${money(netCents)}`],
    ['time', t('sessionTime'), clock(Date.parse(startedAt), now)],
  ];
  return (
    <dl className={styles.figures} aria-label={t('figures')}>
      {figures.map(([id, label, value]) => (
        <div key={id} className={styles.figure}>
          <dt className={styles.figureLabel}>{label}</dt>
          <dd className={styles.figureValue} data-figure={id} style={{ margin: 0 }}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
