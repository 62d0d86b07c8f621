import { forwardRef } from 'react';
import { type PickerProps, Select } from '../Select/Select';

export interface Subdivision {
  code: string;
  name: string;
}

export interface StatePickerProps extends PickerProps {
  states: readonly Subdivision[];
}

/* Options read 'code - name' (spec 000 §2); the value is the state code. */
export const StatePicker = forwardRef<HTMLButtonElement, StatePickerProps>(({ states, ...props }, ref) => (
  <Select
    ref={ref}
    options={states.map(({ code, name }) => ({ value: code, label: `${code} - ${name}` }))}
    {...props}
  />
));
StatePicker.displayName = 'StatePicker';
