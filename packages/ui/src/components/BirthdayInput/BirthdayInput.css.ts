import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const ageBadge = style({
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.surfaceSunken,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: '20px',
});

export const groups = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const group = style({
  display: 'flex',
  gap: vars.space.xsmall,
});

export const digit = style({ width: 34 });
