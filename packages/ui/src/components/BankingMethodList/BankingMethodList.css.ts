import { globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const method = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const icon = style({
  flexShrink: 0,
  width: 64,
  height: 40,
  objectFit: 'contain',
  borderRadius: vars.radius.small,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const name = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, margin: 0 });

export const fact = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.small });

export const factLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

globalStyle(`${factLabel} svg`, { width: 14, height: 14 });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });
