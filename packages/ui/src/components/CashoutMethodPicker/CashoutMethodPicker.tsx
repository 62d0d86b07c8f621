import { forwardRef } from 'react';
import { type PickerProps, Select } from '../Select/Select';

export interface CashoutMethod {
  code: string;
  name: string;
  enabled: boolean;
}

export interface CashoutMethodPickerProps extends PickerProps {
  methods: readonly CashoutMethod[];
}

/* Disabled methods stay listed but cannot be chosen, so players see what exists. */
export const CashoutMethodPicker = forwardRef<HTMLButtonElement, CashoutMethodPickerProps>(
  ({ methods, ...props }, ref) => (
    <Select
      ref={ref}
      options={methods.map(({ code, name, enabled }) => ({ value: code, label: name, disabled: !enabled }))}
      {...props}
    />
  ),
);
CashoutMethodPicker.displayName = 'CashoutMethodPicker';
