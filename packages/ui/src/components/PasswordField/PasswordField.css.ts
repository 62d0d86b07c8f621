import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const toggle = style({
  flexShrink: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});
