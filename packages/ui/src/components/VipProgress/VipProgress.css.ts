import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: '2px solid',
  background: vars.color.surfaceSunken,
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, minWidth: 0 });

export const icon = style({ flexShrink: 0, width: 56, height: 56, borderRadius: vars.radius.full });

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const caption = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

/* The name keeps the text colour: a level's own colour (gold on a light theme) may not be legible. */
export const level = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const points = style({ fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: 10,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  overflow: 'hidden',
});

export const fill = style({ display: 'block', height: '100%', borderRadius: vars.radius.full });

export const progressText = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
