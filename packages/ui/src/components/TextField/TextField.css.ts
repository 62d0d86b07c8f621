import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/* The field look every input shares (Select, DigitInput, AmountPicker, PhoneInput read these too). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  width: '100%',
  padding: `0 ${vars.space.medium}`,
  gap: vars.space.small,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-within': { borderColor: vars.color.focus },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: 42,
  padding: 0,
  border: 0,
  background: 'transparent',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.small,
  color: vars.color.critical,
});
