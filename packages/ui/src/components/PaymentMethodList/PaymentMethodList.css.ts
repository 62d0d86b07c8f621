import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { tile } from '../private/radioTiles.css';

export { fieldset, grid as list, legend, radio } from '../private/radioTiles.css';

export const option = style([tile, { gap: vars.space.small, minHeight: 56 }]);

export const icon = style({ flexShrink: 0, width: 40, height: 28, objectFit: 'contain' });

export const name = style({ minWidth: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const placeholder = style({
  height: 56,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});

export const empty = style({ color: vars.color.textMuted });
