import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const digit = style({
  width: 40,
  height: 48,
  padding: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
