import type { ReactNode } from 'react';
import { formatMoney, type MoneyFormat } from '../Amount/Amount';
import { classNames } from '../private/classNames';
import * as styles from './WageringMeter.css';

/** `card` for the account area; `strip` a slim band above a game, with only the current game's share. */
export const wageringMeterVariants = ['card', 'strip'] as const;

export interface WageringContribution {
  id: string;
  /** The game type as the player reads it, e.g. 'Slots'. */
  gameType: string;
  /** The share of a stake that counts towards wagering, in percent (0 to 100). */
  percent: number;
  /** The type of the game being played: its row is highlighted and marked. */
  current?: boolean;
}

export interface WageringMeterLabels {
  /** e.g. 'Bonus held'. */
  bonus: string;
  /** e.g. 'Wagered so far'. */
  wagered: string;
  /** e.g. 'Still needed'. */
  remaining: string;
  /** e.g. 'Expires'. */
  expires: string;
  /** Accessible name of the bar, e.g. 'Wagering progress'. */
  progress: string;
}

export interface WageringContributionTable {
  caption: string;
  gameTypeHeader: string;
  percentHeader: string;
  /** The mark beside the type of the game being played, e.g. 'Playing now'. */
  currentLabel: string;
  rows: readonly WageringContribution[];
}

export interface WageringMeterProps extends MoneyFormat {
  /** The bonus's name, e.g. 'First-deposit bonus'. */
  title: string;
  labels: WageringMeterLabels;
  /** Bonus money held apart from the player's cash (a decimal string, never a float). */
  bonus: string;
  /** What has counted towards wagering so far. */
  wagered: string;
  /** The whole wagering requirement (e.g. 50 times bonus plus deposit). */
  required: string;
  /** The expiry date, already written in the player's language. */
  expires: string;
  /** How much of a stake counts, per game type; absent when not shown. */
  contributions?: WageringContributionTable;
  /** Says what leaving means, e.g. 'You keep your cash; the bonus and its winnings are removed.' */
  note?: string;
  /** The 'leave bonus' action (a button opening a confirmation). */
  action?: ReactNode;
  variant?: (typeof wageringMeterVariants)[number];
}

const decimal = /^(\d+)(?:\.(\d{1,2}))?$/;

/** A non-negative money string in cents, exactly: amounts are never floats. */
function cents(value: string): bigint {
  const match = decimal.exec(value);
  if (!match) throw new RangeError(`WageringMeter expects a non-negative decimal string, got "${value}"`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

function money(amount: bigint): string {
  return `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`;
}

/** What is still to wager: the requirement less what was wagered, never below zero. */
export function wageringRemaining(wagered: string, required: string): string {
  const left = cents(required) - cents(wagered);
  return money(left > 0n ? left : 0n);
}

/** Whole percent of the requirement wagered, 0 to 100 (rounded down: 100 only once it is met). */
export function wageringProgress(wagered: string, required: string): number {
  const target = cents(required);
  if (target === 0n) return 100;
  const share = (cents(wagered) * 100n) / target;
  return Number(share > 100n ? 100n : share);
}

/*
 * A bonus's wagering: the bonus held apart from cash, what was wagered and what is still needed as a
 * bar, the expiry, and how much each game type counts. Texts come in as props; money is formatted
 * with the app's one money format.
 */
export function WageringMeter({
  title,
  labels,
  bonus,
  wagered,
  required,
  expires,
  contributions,
  note,
  action,
  variant = 'card',
  currency,
  locale,
}: WageringMeterProps) {
  const format = (value: string) => formatMoney(value, { currency, locale });
  const percent = wageringProgress(wagered, required);
  const remaining = wageringRemaining(wagered, required);
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const figures = [
    { id: 'bonus', label: labels.bonus, value: format(bonus) },
    { id: 'wagered', label: labels.wagered, value: `${format(wagered)} / ${format(required)}` },
    { id: 'remaining', label: labels.remaining, value: format(remaining) },
    { id: 'expires', label: labels.expires, value: expires },
  ];
  const strip = variant === 'strip';
  // Above a game there is room for one line: the share of the game being played, or every share in a
  // row when the game's type is not known.
  if (strip && contributions && contributions.rows.length > 0) {
    const playing = contributions.rows.filter((row) => row.current);
    figures.push({
      id: 'playing',
      label: contributions.caption,
      value: (playing.length > 0 ? playing : contributions.rows)
        .map((row) => `${row.gameType}: ${percentFormat.format(row.percent / 100)}`)
        .join(' · '),
    });
  }
  return (
    <section className={classNames(styles.card, strip && styles.strip)} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={labels.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percentFormat.format(percent / 100)} · ${labels.remaining}: ${format(remaining)}`}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <dl className={classNames(styles.figures, strip && styles.stripFigures)}>
        {figures.map((figure) => (
          <div key={figure.id} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={figure.id === 'remaining' ? styles.emphasis : styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {contributions && !strip && (
        <table className={styles.table}>
          <caption className={styles.caption}>{contributions.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headerCell}>
                {contributions.gameTypeHeader}
              </th>
              <th scope="col" className={styles.headerCell}>
                {contributions.percentHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {contributions.rows.map((row) => (
              <tr key={row.id} className={styles.row} aria-current={row.current || undefined}>
                <th scope="row" className={styles.cell}>
                  <span className={styles.gameType}>
                    {row.gameType}
                    {row.current && <span className={styles.current}>{contributions.currentLabel}</span>}
                  </span>
                </th>
                <td className={styles.cell}>{percentFormat.format(row.percent / 100)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(note || action) && (
        <div className={styles.footer}>
          {note && <p className={styles.note}>{note}</p>}
          {action}
        </div>
      )}
    </section>
  );
}
