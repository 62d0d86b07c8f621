import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
});

/* Mobile banners are 2:1, desktop banners 4:1, matching the operator's two image sizes. */
export const slide = style({
  aspectRatio: '2 / 1',
  '@media': { [desktopQuery]: { aspectRatio: '4 / 1' } },
});

export const slideButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

const control = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  cursor: 'pointer',
} as const;

export const arrow = style({
  ...control,
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const previous = style({ left: vars.space.small });
export const next = style({ right: vars.space.small });

export const dots = style({
  position: 'absolute',
  bottom: vars.space.xsmall,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/* The dot is small but its button keeps a 24 px target (WCAG 2.5.8). */
export const dot = style({
  ...control,
  width: 24,
  height: 24,
  background: 'transparent',
  '::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: vars.radius.full,
    background: vars.color.textMuted,
    boxShadow: vars.shadow.small,
  },
  selectors: {
    '&[aria-current=true]::before': { width: 10, height: 10, background: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.full },
  },
});
