import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const tip = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/* CVV, month and year share a row: three short fields. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
});

/* Billing pairs sit side by side from the desktop breakpoint. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
