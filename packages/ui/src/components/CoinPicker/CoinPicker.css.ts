import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { tile } from '../private/radioTiles.css';

export { fieldset, grid, legend, radio } from '../private/radioTiles.css';

export const option = style([
  tile,
  { justifyContent: 'center', minHeight: 48, fontWeight: vars.fontWeight.medium, textAlign: 'center' },
]);
