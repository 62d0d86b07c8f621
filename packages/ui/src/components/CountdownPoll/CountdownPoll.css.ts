import { style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const label = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const attempt = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const bar = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  transition: `width ${vars.duration.slow} ease-out`,
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});
