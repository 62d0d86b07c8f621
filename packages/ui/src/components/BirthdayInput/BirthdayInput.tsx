import { useId, useRef, useState } from 'react';
import { DigitInput } from '../DigitInput/DigitInput';
import { error as errorStyle } from '../TextField/TextField.css';
import * as styles from './BirthdayInput.css';

const digitCount = 8;
/* YYYY MM DD: the boxes each group owns, by index into the 8 digits. */
const groupRanges = [
  ['year', 0, 4],
  ['month', 4, 6],
  ['day', 6, 8],
] as const;

export interface BirthdayInputProps {
  label: string;
  /** The age notice beside the label, '18+' (spec 002 §5). */
  ageLabel: string;
  yearLabel: string;
  monthLabel: string;
  dayLabel: string;
  /** An initial YYYY-MM-DD, for editing a stored birthday. */
  defaultValue?: string;
  /** Receives YYYY-MM-DD once all 8 boxes hold a digit, and '' whenever any box is empty. */
  onValueChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

function toDigits(value: string | undefined) {
  const digits = (value ?? '').replace(/[^0-9]/g, '').slice(0, digitCount);
  return Array.from({ length: digitCount }, (_, index) => digits[index] ?? '');
}

export function BirthdayInput({
  label,
  ageLabel,
  yearLabel,
  monthLabel,
  dayLabel,
  defaultValue,
  onValueChange,
  error,
  disabled,
}: BirthdayInputProps) {
  const [digits, setDigits] = useState(() => toDigits(defaultValue));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();
  const groupLabels = { year: yearLabel, month: monthLabel, day: dayLabel };

  const focusBox = (index: number) => boxes.current[index]?.focus();

  const change = (index: number, digit: string) => {
    const next = digits.map((current, position) => (position === index ? digit : current));
    setDigits(next);
    const joined = next.join('');
    onValueChange(
      joined.length === digitCount ? `${joined.slice(0, 4)}-${joined.slice(4, 6)}-${joined.slice(6)}` : '',
    );
    if (digit !== '' && index < digitCount - 1) focusBox(index + 1);
    if (digit === '' && index > 0) focusBox(index - 1);
  };

  return (
    <fieldset className={styles.fieldset} disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>
        {label}
        <span className={styles.ageBadge}>{ageLabel}</span>
      </legend>
      <div className={styles.groups}>
        {groupRanges.map(([group, start, end]) => (
          <div key={group} className={styles.group}>
            {digits.slice(start, end).map((digit, offset) => {
              const index = start + offset;
              return (
                <DigitInput
                  key={index}
                  ref={(element) => {
                    boxes.current[index] = element;
                  }}
                  className={styles.digit}
                  aria-label={`${groupLabels[group]} ${offset + 1}`}
                  aria-invalid={error ? true : undefined}
                  value={digit}
                  onValueChange={(next) => change(index, next)}
                  onKeyDown={(event) => {
                    // Backspace in an already empty box steps back, as deleting a digit does.
                    if (event.key === 'Backspace' && digit === '' && index > 0) {
                      event.preventDefault();
                      focusBox(index - 1);
                    }
                  }}
                />
              );
            })}
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className={errorStyle}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
