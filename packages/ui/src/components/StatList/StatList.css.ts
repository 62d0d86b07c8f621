import { globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

/* Two tiles a row on a phone, as many as fit on a desktop. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const label = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/* An amount keeps to one line elsewhere (the top bar); in a narrow tile a huge one may wrap. */
globalStyle(`${value} > *`, { whiteSpace: 'normal' });

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
