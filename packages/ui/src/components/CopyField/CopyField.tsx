import { type ClipboardEvent, useId } from 'react';
import { Button } from '../Button/Button';
import { classNames } from '../private/classNames';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './CopyField.css';

export interface CopyFieldProps {
  label: string;
  /** What is copied, exactly. */
  value: string;
  /**
   * What the field shows when the exact value is too long to read (a coin amount to its 18th
   * decimal); copying, by the button or by selecting the text, still gives `value`.
   */
  shown?: string;
  copyLabel: string;
  /** The app turns these into toasts: 'Copied' or 'Copy failed'. */
  onCopied: () => void;
  onCopyFailed: (error: unknown) => void;
}

/* A read-only value (deposit address, invite link) with a button that puts it on the clipboard. */
export function CopyField({ label, value, shown, copyLabel, onCopied, onCopyFailed }: CopyFieldProps) {
  const inputId = useId();

  const copy = async () => {
    try {
      // Absent outside secure contexts, so a missing clipboard is a failure like a refused one.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(value);
      onCopied();
    } catch (error) {
      onCopyFailed(error);
    }
  };

  const copySelection = (event: ClipboardEvent<HTMLInputElement>) => {
    if (shown === undefined || shown === value) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', value);
  };

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <input
          id={inputId}
          className={classNames(fieldStyles.input, styles.value)}
          value={shown ?? value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          onCopy={copySelection}
        />
        <Button size="small" variant="secondary" onClick={copy}>
          {copyLabel}
        </Button>
      </div>
    </div>
  );
}
