import { useId, useState } from 'react';
import { currencySymbol, formatMoney, type MoneyFormat } from '../Amount/Amount';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './AmountPicker.css';

export interface AmountPickerProps extends MoneyFormat {
  label: string;
  /** Label of the free-amount input ('Other amount'). */
  freeAmountLabel: string;
  /**
   * Amounts as decimal strings ('200', '200.00', '0.005'), never floats; each shortcut outside
   * min..max is shown disabled.
   */
  shortcuts: readonly string[];
  min: string;
  max: string;
  step: string;
  /**
   * Decimals the free amount takes: 0 (whole units, the default) for fiat, 8 for a BTC account, whose
   * amounts are fractions of a bitcoin (issue 25).
   */
  decimals?: number;
  /**
   * Receives the chosen or typed amount as a decimal string, in or out of the limits (the screen's
   * check names the limit it breaks), or null while nothing is chosen or typed.
   */
  onValueChange: (amount: string | null) => void;
  /** Initially chosen shortcut, e.g. the 200 one flow preselects. */
  defaultShortcut?: string;
  /** Hint under the free amount, e.g. 'From 10 to 5000'. */
  description?: string;
  /** Shown when the typed amount is outside min..max or off the step. */
  rangeError: string;
  /** Hides the free amount where manual input is off (paymentAllowManualInput 0). */
  allowFreeAmount?: boolean;
  disabled?: boolean;
}

/** An amount in units of 10^-decimals, exactly; undefined when it is none or finer than that. */
function unitsOf(amount: string, decimals: number): bigint | undefined {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(amount);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return undefined;
  return BigInt(`${match[1]}${fraction.padEnd(decimals, '0')}`);
}

/**
 * What the free amount keeps of what was typed: digits, and with decimals one separator (a comma
 * read as the point) and at most that many digits after it. Twelve whole digits keep the number
 * exact (far above any limit) and the field readable.
 */
function cleanAmount(typed: string, decimals: number): string {
  const [whole = '', ...rest] = typed.replace(/,/g, '.').split('.');
  const digits = whole
    .replace(/[^0-9]/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 12);
  if (decimals === 0 || rest.length === 0) return digits;
  const fraction = rest
    .join('')
    .replace(/[^0-9]/g, '')
    .slice(0, decimals);
  return `${digits || '0'}.${fraction}`;
}

/*
 * A shortcut grid plus a free amount, each clearing the other (spec 001 §4). Amounts are decimal
 * strings: the free amount takes digits only (and, for a currency with decimals, one point) and keeps
 * what was typed (a field that refused the last digit turned 6000 into 600). Outside the limits or off
 * the step it is marked invalid, but still reported, so the screen refuses it with the message of the
 * limit it breaks.
 */
export function AmountPicker({
  label,
  freeAmountLabel,
  shortcuts,
  min,
  max,
  step,
  decimals = 0,
  currency,
  locale,
  onValueChange,
  defaultShortcut,
  description,
  rangeError,
  allowFreeAmount = true,
  disabled,
}: AmountPickerProps) {
  const [shortcut, setShortcut] = useState<string | null>(defaultShortcut ?? null);
  const [freeAmount, setFreeAmount] = useState('');
  const inputId = useId();
  const messageId = `${inputId}-message`;

  const within = (amount: string) => {
    const [units, low, high] = [amount, min, max].map((figure) => unitsOf(figure, decimals));
    return units !== undefined && low !== undefined && high !== undefined && units >= low && units <= high;
  };
  const allowed = (amount: string) => {
    const [units, low, by] = [amount, min, step].map((figure) => unitsOf(figure, decimals));
    return within(amount) && units !== undefined && low !== undefined && !!by && (units - low) % by === 0n;
  };
  const typedAmount = freeAmount.replace(/\.$/, '');
  const freeInvalid = freeAmount !== '' && !allowed(typedAmount);
  const message = freeInvalid ? rangeError : description;

  const chooseShortcut = (amount: string) => {
    setShortcut(amount);
    setFreeAmount('');
    onValueChange(amount);
  };

  const typeFreeAmount = (typed: string) => {
    const amount = cleanAmount(typed, decimals);
    setFreeAmount(amount);
    setShortcut(null);
    // '0.' is reported as the 0 it reads as so far.
    onValueChange(amount === '' ? null : amount.replace(/\.$/, ''));
  };

  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <ul className={styles.grid}>
        {shortcuts.map((amount) => (
          <li key={amount}>
            <button
              type="button"
              className={styles.shortcut}
              aria-pressed={shortcut === amount}
              disabled={!within(amount)}
              onClick={() => chooseShortcut(amount)}
            >
              {formatMoney(amount, { currency, locale, wholeUnits: decimals === 0 })}
            </button>
          </li>
        ))}
      </ul>
      {allowFreeAmount && (
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={inputId}>
            {freeAmountLabel}
          </label>
          <div className={fieldStyles.control} data-invalid={freeInvalid ? '' : undefined}>
            <span className={styles.currency} aria-hidden="true">
              {currencySymbol({ currency, locale })}
            </span>
            <input
              id={inputId}
              className={fieldStyles.input}
              type="text"
              inputMode={decimals === 0 ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={freeAmount}
              aria-invalid={freeInvalid || undefined}
              aria-describedby={message ? messageId : undefined}
              onChange={(event) => typeFreeAmount(event.currentTarget.value)}
            />
          </div>
          {message && (
            <p id={messageId} className={freeInvalid ? fieldStyles.error : fieldStyles.description}>
              {message}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
