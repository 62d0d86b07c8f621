import { forwardRef } from 'react';
import { type PickerProps, Select } from '../Select/Select';

export interface Country {
  code: string;
  englishName: string;
}

export interface CountryPickerProps extends PickerProps {
  countries: readonly Country[];
}

/* Options read 'code - English name' (spec 000 §2); the value is the country code. */
export const CountryPicker = forwardRef<HTMLButtonElement, CountryPickerProps>(
  ({ countries, ...props }, ref) => (
    <Select
      ref={ref}
      options={countries.map(({ code, englishName }) => ({ value: code, label: `${code} - ${englishName}` }))}
      {...props}
    />
  ),
);
CountryPicker.displayName = 'CountryPicker';
