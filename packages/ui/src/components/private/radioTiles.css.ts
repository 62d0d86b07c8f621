import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

/* A fieldset of native radios drawn as tiles (the deposit method list, the coin picker). */
export const fieldset = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/* The native radio stays for keyboard and screen readers; the tile is what players see. */
export const radio = style({ position: 'absolute', opacity: 0, pointerEvents: 'none' });
