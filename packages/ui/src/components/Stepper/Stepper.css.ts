import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/* Keeps the steps from shifting sideways when the back control appears on step 2. */
export const backPlaceholder = style({ width: 44, height: 44, flexShrink: 0 });

export const steps = style({
  display: 'flex',
  flex: 1,
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  '::before': {
    content: '""',
    height: 4,
    borderRadius: vars.radius.full,
    background: vars.color.border,
  },
  selectors: {
    '&[data-state=complete]::before, &[data-state=current]::before': { background: vars.color.brand },
    '&[data-state=current]': { color: vars.color.text, fontWeight: vars.fontWeight.strong },
  },
});

/* A label wraps onto a second line rather than losing its end ('Dirección y acu…' told nobody anything). */
export const stepLabel = style({
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  lineHeight: vars.lineHeight.tight,
});
