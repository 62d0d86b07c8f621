import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { error as errorStyle } from '../TextField/TextField.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>, 'children' | 'asChild'> {
  /** The label; may hold links (e.g. to the terms), which stay clickable without toggling the box. */
  label: ReactNode;
  error?: string;
}

export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(
  ({ label, error, id, className, ...props }, ref) => {
    const generatedId = useId();
    const boxId = id ?? generatedId;
    const errorId = `${boxId}-error`;
    return (
      <div className={[styles.root, className].filter(Boolean).join(' ')}>
        <div className={styles.row}>
          <CheckboxPrimitive.Root
            ref={ref}
            id={boxId}
            className={styles.box}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...props}
          >
            <CheckboxPrimitive.Indicator>
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                <path d="M2 7.5 5.5 11 12 3.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
              </svg>
            </CheckboxPrimitive.Indicator>
          </CheckboxPrimitive.Root>
          <label className={styles.label} htmlFor={boxId}>
            {label}
          </label>
        </div>
        {error && (
          <p id={errorId} className={errorStyle}>
            {error}
          </p>
        )}
      </div>
    );
  },
);
Checkbox.displayName = 'Checkbox';
