import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const item = style({ minWidth: 0 });

export const term = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const value = style({
  margin: `${vars.space.xxsmall} 0 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
