import { forwardRef } from 'react';
import { classNames } from '../private/classNames';
import * as styles from './Amount.css';

export const amountTones = ['neutral', 'signed'] as const;

export interface AmountProps {
  /** A decimal string as the API sends it ('1234.5', '-20'); never a float. */
  value: string;
  /** '$', '€', 'B'... from the player's currency. */
  currencySymbol: string;
  /** Shows a minus on the magnitude even when `value` is unsigned (a debit row, a balance that fell). */
  fell?: boolean;
  /** `signed` colours rises positive and falls critical (histories); `neutral` keeps the text colour. */
  tone?: (typeof amountTones)[number];
  /** BCP 47 locale for digit grouping; the app passes the player's language. */
  locale?: string;
  className?: string;
}

const decimal = /^-?\d+(\.\d+)?$/;

/*
 * Amounts show with exactly 2 decimals and a minus sign when the balance fell (spec 000 §9). The value
 * stays a string end to end: Intl formats decimal strings exactly, so no float ever rounds a cent.
 */
export function formatAmount(
  value: string,
  currencySymbol: string,
  { fell = false, locale = 'en' } = {},
): string {
  if (!decimal.test(value)) throw new RangeError(`Amount expects a decimal string, got "${value}"`);
  const negative = value.startsWith('-');
  const magnitude = negative ? value.slice(1) : value;
  const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    magnitude as Intl.StringNumericLiteral,
  );
  const isZero = /^0+(\.0+)?$/.test(magnitude);
  return `${(negative || fell) && !isZero ? '-' : ''}${currencySymbol}${digits}`;
}

export const Amount = forwardRef<HTMLSpanElement, AmountProps>(
  ({ value, currencySymbol, fell = false, tone = 'neutral', locale, className }, ref) => {
    const text = formatAmount(value, currencySymbol, { fell, locale });
    const signedTone = text.startsWith('-') ? 'critical' : 'positive';
    return (
      <span
        ref={ref}
        className={classNames(styles.amount, styles.tone[tone === 'signed' ? signedTone : tone], className)}
      >
        {text}
      </span>
    );
  },
);
Amount.displayName = 'Amount';
