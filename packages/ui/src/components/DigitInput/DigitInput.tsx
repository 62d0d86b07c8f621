import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './DigitInput.css';

export interface DigitInputProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** A single character 0-9, or '' when empty. */
  value: string;
  onValueChange: (digit: string) => void;
  /** Every digit box needs a name of its own, e.g. 'Year, digit 1'. */
  'aria-label': string;
}

/*
 * One character 0-9 (spec 000 §2, 002 §5). Anything else typed or pasted is rejected and the box keeps
 * its value; typing over a filled box replaces its digit, so the box never needs clearing first.
 */
export const DigitInput = forwardRef<HTMLInputElement, DigitInputProps>(
  ({ value, onValueChange, className, ...props }, ref) => (
    <input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={[styles.digit, className].filter(Boolean).join(' ')}
      value={value}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        if (typed === '') return onValueChange('');
        const digits = typed.replace(/[^0-9]/g, '');
        const next = digits.replace(value, '').slice(-1) || digits.slice(-1);
        if (next !== '' && next !== value) onValueChange(next);
      }}
      onFocus={(event) => event.currentTarget.select()}
      {...props}
    />
  ),
);
DigitInput.displayName = 'DigitInput';
