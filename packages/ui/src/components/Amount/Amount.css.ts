import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/* Tabular figures so balances and history columns line up digit under digit. */
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const tone = styleVariants({
  neutral: {},
  signed: {},
  positive: { color: vars.color.positive },
  critical: { color: vars.color.critical },
});
