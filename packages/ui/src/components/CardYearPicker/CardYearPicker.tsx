import { forwardRef } from 'react';
import { type PickerProps, Select } from '../Select/Select';

/* Expiry years run from the current year through ten years ahead (spec 001 §5). */
export function cardYears(now: Date) {
  const first = now.getFullYear();
  return Array.from({ length: 11 }, (_, offset) => String(first + offset));
}

export interface CardYearPickerProps extends PickerProps {
  /** Today, passed in so stories and tests are stable across years. */
  now: Date;
}

export const CardYearPicker = forwardRef<HTMLButtonElement, CardYearPickerProps>(({ now, ...props }, ref) => (
  <Select ref={ref} options={cardYears(now).map((year) => ({ value: year, label: year }))} {...props} />
));
CardYearPicker.displayName = 'CardYearPicker';
