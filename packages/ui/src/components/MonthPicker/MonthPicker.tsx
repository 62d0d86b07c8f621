import { forwardRef } from 'react';
import { type PickerProps, Select } from '../Select/Select';

/* Card expiry months 01 to 12 (spec 001 §5), value and label alike. */
export const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

const monthOptions = months.map((month) => ({ value: month, label: month }));

export type MonthPickerProps = PickerProps;

export const MonthPicker = forwardRef<HTMLButtonElement, MonthPickerProps>((props, ref) => (
  <Select ref={ref} options={monthOptions} {...props} />
));
MonthPicker.displayName = 'MonthPicker';
