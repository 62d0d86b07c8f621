import { useId, useState } from 'react';
import { currencySymbol, formatMoney, type MoneyFormat } from '../Amount/Amount';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './AmountPicker.css';

export interface AmountPickerProps extends MoneyFormat {
  label: string;
  /** Label of the free-amount input ('Other amount'). */
  freeAmountLabel: string;
  /** Whole currency units; each shortcut outside min..max is shown disabled. */
  shortcuts: readonly number[];
  min: number;
  max: number;
  step: number;
  /**
   * Receives the chosen or typed whole amount, in or out of the limits (the screen's check names the
   * limit it breaks), or null while nothing is chosen or typed.
   */
  onValueChange: (amount: number | null) => void;
  /** Initially chosen shortcut, e.g. the 200 one flow preselects. */
  defaultShortcut?: number;
  /** Hint under the free amount, e.g. 'From 10 to 5000'. */
  description?: string;
  /** Shown when the typed amount is outside min..max or off the step. */
  rangeError: string;
  /** Hides the free amount where manual input is off (paymentAllowManualInput 0). */
  allowFreeAmount?: boolean;
  disabled?: boolean;
}

/*
 * A shortcut grid plus a free amount, each clearing the other (spec 001 §4). Amounts are integers:
 * the free amount takes digits only and keeps what was typed (a field that refused the last digit
 * turned 6000 into 600). Outside the limits or off the step it is marked invalid, but still reported,
 * so the screen refuses it with the message of the limit it breaks.
 */
export function AmountPicker({
  label,
  freeAmountLabel,
  shortcuts,
  min,
  max,
  step,
  currency,
  locale,
  onValueChange,
  defaultShortcut,
  description,
  rangeError,
  allowFreeAmount = true,
  disabled,
}: AmountPickerProps) {
  const [shortcut, setShortcut] = useState<number | null>(defaultShortcut ?? null);
  const [freeAmount, setFreeAmount] = useState('');
  const inputId = useId();
  const messageId = `${inputId}-message`;

  const allowed = (amount: number) => amount >= min && amount <= max && (amount - min) % step === 0;
  const freeInvalid = freeAmount !== '' && !allowed(Number(freeAmount));
  const message = freeInvalid ? rangeError : description;

  const chooseShortcut = (amount: number) => {
    setShortcut(amount);
    setFreeAmount('');
    onValueChange(amount);
  };

  const typeFreeAmount = (typed: string) => {
    // Twelve digits keep the number exact (far above any limit) and the field readable.
    const digits = typed
      .replace(/[^0-9]/g, '')
      .replace(/^0+(?=\d)/, '')
      .slice(0, 12);
    setFreeAmount(digits);
    setShortcut(null);
    onValueChange(digits === '' ? null : Number(digits));
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
              disabled={amount < min || amount > max}
              onClick={() => chooseShortcut(amount)}
            >
              {formatMoney(String(amount), { currency, locale, wholeUnits: true })}
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
              inputMode="numeric"
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
