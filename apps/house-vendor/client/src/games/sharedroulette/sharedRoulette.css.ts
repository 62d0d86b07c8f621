import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const phase = style({
  fontWeight: 700,
  fontSize: vars.fontSize.large,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const seeds = style({
  marginTop: vars.space.medium,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  selectors: { '& dd': { margin: 0 } },
});
