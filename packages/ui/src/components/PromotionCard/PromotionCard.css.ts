import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.standard, overflowWrap: 'anywhere' });
