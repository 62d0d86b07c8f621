import { vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const phase = style({
  fontWeight: 700,
  fontSize: vars.fontSize.large,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const seeds = style({
  marginBlock: `${vars.space.medium} 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: 'grid',
  gap: vars.space.xsmall,
});

globalStyle(`${seeds} dd`, { margin: 0 });
