import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const figure = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

export const label = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-tone="positive"]': { color: vars.color.positive },
    '&[data-tone="negative"]': { color: vars.color.critical },
  },
});

export const actions = style({ flexWrap: 'wrap' });
