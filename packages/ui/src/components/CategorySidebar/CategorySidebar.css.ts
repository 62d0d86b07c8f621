import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

/* A scrolling strip of chips on mobile, a vertical list on desktop. */
export const list = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': {
    [desktopQuery]: { flexDirection: 'column', overflowX: 'visible', width: 220 },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: 40,
  padding: `${vars.space.small} ${vars.space.large}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-current=true]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
  },
  '@media': {
    [desktopQuery]: { borderRadius: vars.radius.medium, whiteSpace: 'normal', textAlign: 'left' },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
