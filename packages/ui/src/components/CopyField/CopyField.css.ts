import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const value = style({
  fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
  fontSize: vars.fontSize.small,
  textOverflow: 'ellipsis',
});
