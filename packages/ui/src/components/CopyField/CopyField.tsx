import { useId } from 'react';
import { Button } from '../Button/Button';
import { classNames } from '../private/classNames';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './CopyField.css';

export interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  /** The app turns these into toasts: 'Copied' or 'Copy failed'. */
  onCopied: () => void;
  onCopyFailed: (error: unknown) => void;
}

/* A read-only value (deposit address, invite link) with a button that puts it on the clipboard. */
export function CopyField({ label, value, copyLabel, onCopied, onCopyFailed }: CopyFieldProps) {
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

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <input
          id={inputId}
          className={classNames(fieldStyles.input, styles.value)}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button size="small" variant="secondary" onClick={copy}>
          {copyLabel}
        </Button>
      </div>
    </div>
  );
}
