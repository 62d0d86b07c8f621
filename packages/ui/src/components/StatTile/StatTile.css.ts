import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

const figure = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const value = styleVariants({
  neutral: [figure, { color: vars.color.text }],
  positive: [figure, { color: vars.color.positive }],
  critical: [figure, { color: vars.color.critical }],
  caution: [figure, { color: vars.color.caution }],
});

export const detail = style({ margin: 0, fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });
