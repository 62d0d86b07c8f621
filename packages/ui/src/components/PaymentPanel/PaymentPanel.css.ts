import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': { [desktopQuery]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const qr = style({ alignSelf: 'center', flexShrink: 0 });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  flex: 1,
  minWidth: 0,
});
