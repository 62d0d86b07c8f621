import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/* 'self' mode: the list is its own scroll box filling its parent (a dialog body, a history panel). */
export const scrollBox = style({ height: '100%', minHeight: 0, overflowY: 'auto' });

export const sentinel = style({ height: 1 });

export const status = style({
  marginTop: vars.space.large,
  padding: vars.space.medium,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
