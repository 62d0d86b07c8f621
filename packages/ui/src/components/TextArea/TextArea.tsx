import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import { classNames } from '../private/classNames';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<ComponentPropsWithoutRef<'textarea'>, 'children'> {
  label: string;
  description?: string;
  /** Shown in place of the description and marks the text area invalid. */
  error?: string;
}

/* TextField's look for text that runs to several lines (a message to support). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(
  ({ label, description, error, id, className, disabled, rows = 5, ...props }, ref) => {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const messageId = `${inputId}-message`;
    const message = error ?? description;
    return (
      <div className={classNames(fieldStyles.field, className)}>
        <label className={fieldStyles.label} htmlFor={inputId}>
          {label}
        </label>
        <div
          className={classNames(fieldStyles.control, styles.control)}
          data-invalid={error ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        >
          <textarea
            ref={ref}
            id={inputId}
            rows={rows}
            className={styles.textarea}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            {...props}
          />
        </div>
        {message && (
          <p id={messageId} className={error ? fieldStyles.error : fieldStyles.description}>
            {message}
          </p>
        )}
      </div>
    );
  },
);
TextArea.displayName = 'TextArea';
