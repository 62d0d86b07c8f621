import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';

/* 3 columns on mobile, 5 on desktop, 20 px apart (spec 000 §2). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 20,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});
