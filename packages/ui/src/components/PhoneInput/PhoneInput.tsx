import { useId } from 'react';
import { visuallyHidden } from '../../css/reset.css';
import { MobilePrefixPicker } from '../MobilePrefixPicker/MobilePrefixPicker';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './PhoneInput.css';

export interface PhoneInputProps {
  label: string;
  prefixLabel: string;
  numberLabel: string;
  /** Dialling codes without '+'. */
  prefixes: readonly string[];
  prefix: string;
  onPrefixChange: (prefix: string) => void;
  number: string;
  /** Receives digits only: anything else typed or pasted is dropped (spec 001 §5: mobile is numeric). */
  onNumberChange: (number: string) => void;
  prefixPlaceholder?: string;
  numberPlaceholder?: string;
  error?: string;
  disabled?: boolean;
}

export function PhoneInput({
  label,
  prefixLabel,
  numberLabel,
  prefixes,
  prefix,
  onPrefixChange,
  number,
  onNumberChange,
  prefixPlaceholder,
  numberPlaceholder,
  error,
  disabled,
}: PhoneInputProps) {
  const numberId = useId();
  const errorId = `${numberId}-error`;
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.row}>
        <MobilePrefixPicker
          label={prefixLabel}
          className={fieldStyles.field}
          prefixes={prefixes}
          value={prefix}
          onValueChange={onPrefixChange}
          placeholder={prefixPlaceholder}
          disabled={disabled}
        />
        <div className={fieldStyles.field}>
          <label className={visuallyHidden} htmlFor={numberId}>
            {numberLabel}
          </label>
          <div className={fieldStyles.control} data-invalid={error ? '' : undefined}>
            <input
              id={numberId}
              className={fieldStyles.input}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={number}
              placeholder={numberPlaceholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onNumberChange(event.currentTarget.value.replace(/[^0-9]/g, ''))}
            />
          </div>
        </div>
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
