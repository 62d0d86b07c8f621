import * as SelectPrimitive from '@radix-ui/react-select';
import { forwardRef, useId } from 'react';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  description?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** Form field name: Radix then renders a native select so the value posts with the form. */
  name?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/* The one accessible select every picker is built on: Radix Select with the field look. */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(
  ({ label, options, placeholder, description, error, className, ...rootProps }, ref) => {
    const triggerId = useId();
    const messageId = `${triggerId}-message`;
    const message = error ?? description;
    return (
      <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
        <label className={fieldStyles.label} htmlFor={triggerId}>
          {label}
        </label>
        <SelectPrimitive.Root {...rootProps}>
          <SelectPrimitive.Trigger
            ref={ref}
            id={triggerId}
            className={styles.trigger}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
          >
            <span className={styles.value}>
              <SelectPrimitive.Value placeholder={placeholder} />
            </span>
            <SelectPrimitive.Icon className={styles.icon}>
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal>
            <SelectPrimitive.Content className={styles.content} position="popper" sideOffset={4}>
              <SelectPrimitive.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                  >
                    <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
        {message && (
          <p id={messageId} className={error ? fieldStyles.error : fieldStyles.description}>
            {message}
          </p>
        )}
      </div>
    );
  },
);
Select.displayName = 'Select';

/** What every picker accepts: the Select's props without the options it builds itself. */
export type PickerProps = Omit<SelectProps, 'options'>;
