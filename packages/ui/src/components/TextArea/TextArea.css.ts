import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const control = style({ alignItems: 'stretch', paddingBlock: vars.space.small });

export const textarea = style({
  flex: 1,
  minWidth: 0,
  minHeight: 96,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  lineHeight: vars.lineHeight.standard,
  outline: 'none',
  resize: 'vertical',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
