import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './FilterBar.css';

export interface FilterBarProps {
  /** The search landmark's name, e.g. "Filter cash-outs". */
  label: string;
  /** The filter fields (TextField, Select, ...), laid out in a wrapping row. */
  children: ReactNode;
  applyLabel: string;
  /** Shown only when there is something to clear. */
  clearLabel?: string;
  onApply: () => void;
  onClear?: () => void;
}

/*
 * The fields that narrow a list, as one search form: Enter in any field or the apply button submits;
 * the fields wrap onto more lines on a narrow screen.
 */
export function FilterBar({ label, children, applyLabel, clearLabel, onApply, onClear }: FilterBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark that is also the form; <search> is not typed in React yet.
    <form role="search" aria-label={label} className={styles.bar} onSubmit={submit}>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <Button type="submit" size="small">
          {applyLabel}
        </Button>
        {clearLabel && onClear && (
          <Button type="button" size="small" variant="ghost" onClick={onClear}>
            {clearLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
