import { forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'end'> {
  showLabel: string;
  hideLabel: string;
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  ({ showLabel, hideLabel, autoComplete = 'current-password', ...props }, ref) => {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        end={
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? hideLabel : showLabel}
          </button>
        }
        {...props}
      />
    );
  },
);
PasswordField.displayName = 'PasswordField';
