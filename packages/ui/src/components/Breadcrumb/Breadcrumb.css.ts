import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, minWidth: 0 });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const current = style({ overflowWrap: 'anywhere', color: vars.color.textMuted });
