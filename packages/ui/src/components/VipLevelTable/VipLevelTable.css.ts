import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  padding: `0 0 ${vars.space.small}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.strong,
});

export const headerCell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'left',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  selectors: { '&:last-child': { textAlign: 'right' } },
});

export const row = style({
  selectors: {
    '&[aria-current]': { background: vars.color.surfaceHover },
  },
});

export const cell = style({
  padding: `${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { textAlign: 'right' } },
});

export const level = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const swatch = style({
  flexShrink: 0,
  width: 14,
  height: 14,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const icon = style({ flexShrink: 0, width: 28, height: 28 });

export const levelName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const current = style({
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
});
