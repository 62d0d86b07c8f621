import { forwardRef } from 'react';
import { classNames } from '../private/classNames';
import * as styles from './Amount.css';

export const amountTones = ['neutral', 'signed'] as const;

export interface MoneyFormat {
  /** ISO 4217 code of the player's currency ('EUR', 'USD', 'BRL'...), or 'BTC'. */
  currency: string;
  /** BCP 47 locale: the player's language ('es', 'en', 'fil'...). */
  locale: string;
}

export interface FormatMoneyOptions extends MoneyFormat {
  /** Shows a minus on the magnitude even when `value` is unsigned (a debit row, a balance that fell). */
  fell?: boolean;
  /** Whole units without decimals (quick amount buttons); amounts otherwise show the currency's decimals. */
  wholeUnits?: boolean;
}

const decimal = /^-?\d+(\.\d+)?$/;

/**
 * Currencies Intl does not know as ISO 4217 ones, with the symbol and decimals of their own: bitcoin
 * keeps 8 (satoshi), its sign ₿ (spec 000 §3 lists BTC with the symbol B). Every other currency shows
 * 2 decimals, the exponent of EUR, USD and BRL.
 */
const ownRules: Readonly<Record<string, { symbol: string; digits: number }>> = {
  BTC: { symbol: '₿', digits: 8 },
};

/** Decimals an amount of the currency carries: 8 for BTC, 2 for the others. */
export function currencyDigits(currency: string): number {
  return ownRules[currency]?.digits ?? 2;
}

function numberFormat(
  { currency, locale, wholeUnits = false }: FormatMoneyOptions,
  currencyDecimals = currencyDigits(currency),
): Intl.NumberFormat {
  const digits = wholeUnits ? 0 : currencyDecimals;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    // '$' rather than 'US$' or 'USD': the player knows their own currency (spec 000 §3 symbols).
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // -0.00 (a zero that "fell") never shows a sign.
    signDisplay: 'negative',
  });
}

/*
 * The one money format of the app (spec 000 §9: the currency's decimals, 2 for fiat and 8 for BTC, a
 * minus sign when the balance fell): the player's currency as their language writes it, e.g.
 * '1234,50 €' in Spanish, '€1,234.50' in English and '₿0.00012345' for bitcoin. The value stays a decimal string end to end: Intl formats decimal strings exactly, so no
 * float ever rounds a cent or drops a digit of a large balance.
 */
export function formatMoney(value: string, options: FormatMoneyOptions): string {
  if (!decimal.test(value)) throw new RangeError(`formatMoney expects a decimal string, got "${value}"`);
  const negative = value.startsWith('-');
  const magnitude = negative ? value.slice(1) : value;
  const signed = negative || options.fell ? `-${magnitude}` : magnitude;
  const own = ownRules[options.currency];
  if (own === undefined) return numberFormat(options).format(signed as Intl.StringNumericLiteral);
  // Intl writes a currency it does not know by its code, spaced apart ('BTC 0.00012345'): the amount is
  // laid out as the language writes a dollar amount instead, and the symbol takes the dollar's place.
  return numberFormat({ ...options, currency: 'USD' }, own.digits)
    .formatToParts(signed as Intl.StringNumericLiteral)
    .map((part) => (part.type === 'currency' ? own.symbol : part.value))
    .join('');
}

/** The symbol formatMoney writes for the currency in this locale ('€', '$', 'R$'), for input adornments. */
export function currencySymbol({ currency, locale }: MoneyFormat): string {
  const own = ownRules[currency];
  if (own !== undefined) return own.symbol;
  return (
    numberFormat({ currency, locale })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

export interface AmountProps extends MoneyFormat {
  /** A decimal string as the API sends it ('1234.5', '-20'); never a float. */
  value: string;
  /** Shows a minus on the magnitude even when `value` is unsigned (a debit row, a balance that fell). */
  fell?: boolean;
  /** `signed` colours rises positive and falls critical (histories); `neutral` keeps the text colour. */
  tone?: (typeof amountTones)[number];
  className?: string;
}

export const Amount = forwardRef<HTMLSpanElement, AmountProps>(
  ({ value, currency, locale, fell = false, tone = 'neutral', className }, ref) => {
    const negative = value.startsWith('-') || fell;
    const isZero = /^-?0+(\.0+)?$/.test(value);
    const signedTone = negative && !isZero ? 'critical' : 'positive';
    return (
      <span
        ref={ref}
        className={classNames(styles.amount, styles.tone[tone === 'signed' ? signedTone : tone], className)}
      >
        {formatMoney(value, { currency, locale, fell })}
      </span>
    );
  },
);
Amount.displayName = 'Amount';
