import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const empty = style({
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
