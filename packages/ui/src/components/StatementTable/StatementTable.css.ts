import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const caption = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

const cell = {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
} as const;

export const first = style({ ...cell, textAlign: 'left', fontWeight: vars.fontWeight.medium });

export const number = style({ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const total = style({ fontWeight: vars.fontWeight.strong, background: vars.color.surfaceRaised });
