import { forwardRef } from 'react';
import { type PickerProps, Select } from '../Select/Select';

export interface CurrencyOption {
  code: string;
  symbol: string;
}

export interface CurrencyPickerProps extends PickerProps {
  currencies: readonly CurrencyOption[];
}

export const CurrencyPicker = forwardRef<HTMLButtonElement, CurrencyPickerProps>(
  ({ currencies, ...props }, ref) => (
    <Select
      ref={ref}
      options={currencies.map(({ code, symbol }) => ({ value: code, label: `${code} (${symbol})` }))}
      {...props}
    />
  ),
);
CurrencyPicker.displayName = 'CurrencyPicker';
