import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  label: string;
  description?: string;
  /** Shown in place of the description and marks the input invalid. */
  error?: string;
  /** Rendered inside the field after the input, e.g. PasswordField's show/hide toggle. */
  end?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  ({ label, description, error, end, id, className, disabled, type = 'text', ...props }, ref) => {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const messageId = `${inputId}-message`;
    const message = error ?? description;
    return (
      <div className={[styles.field, className].filter(Boolean).join(' ')}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        <div
          className={styles.control}
          data-invalid={error ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        >
          <input
            ref={ref}
            id={inputId}
            type={type}
            className={styles.input}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            {...props}
          />
          {end}
        </div>
        {message && (
          <p id={messageId} className={error ? styles.error : styles.description}>
            {message}
          </p>
        )}
      </div>
    );
  },
);
TextField.displayName = 'TextField';
