import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-emphasis]': { borderColor: vars.color.brand } },
});

export const label = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
  selectors: { [`${figure}[data-emphasis] &`]: { fontSize: vars.fontSize.xlarge, color: vars.color.brand } },
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
