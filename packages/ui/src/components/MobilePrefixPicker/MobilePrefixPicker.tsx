import { forwardRef } from 'react';
import { type PickerProps, Select } from '../Select/Select';

export interface MobilePrefixPickerProps extends PickerProps {
  /** Dialling codes without '+', as the dialling-code list returns them. */
  prefixes: readonly string[];
}

export const MobilePrefixPicker = forwardRef<HTMLButtonElement, MobilePrefixPickerProps>(
  ({ prefixes, ...props }, ref) => (
    <Select
      ref={ref}
      options={prefixes.map((prefix) => ({ value: prefix, label: `+${prefix}` }))}
      {...props}
    />
  ),
);
MobilePrefixPicker.displayName = 'MobilePrefixPicker';
