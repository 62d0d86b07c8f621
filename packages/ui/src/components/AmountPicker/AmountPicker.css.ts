import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

/* Shortcut amounts sit 4 to a row (spec 001 §9). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const shortcut = style({
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong, background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const currency = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.strong });
