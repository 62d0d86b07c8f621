import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({ position: 'relative' });

/* Mobile banners are 2:1, desktop banners 4:1, matching the operator's two image sizes. */
export const slide = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  aspectRatio: '2 / 1',
  '@media': { [desktopQuery]: { aspectRatio: '4 / 1' } },
});

export const slideButton = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    'div&': { cursor: 'default' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/*
 * The words sit on the left over a shade of the artwork's own dark, so they keep their contrast on any
 * image; on desktop they start after the previous arrow. Two lines of text at most on a phone.
 */
export const caption = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  boxSizing: 'border-box',
  paddingBlock: vars.space.medium,
  paddingInline: `${vars.space.large} 44%`,
  background: `linear-gradient(90deg, ${vars.color.artworkScrim} 0%, ${vars.color.artworkScrim} 35%, transparent 80%)`,
  color: vars.color.textOnArtwork,
  '@media': {
    [desktopQuery]: { paddingInline: '64px 45%', gap: vars.space.small },
  },
});

export const title = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.strong,
  fontSize: 'clamp(18px, 5.6vw, 24px)',
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@media': { [desktopQuery]: { fontSize: vars.fontSize.xxlarge } },
});

export const text = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@media': { [desktopQuery]: { fontSize: vars.fontSize.standard, WebkitLineClamp: 2 } },
});

const control = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  cursor: 'pointer',
} as const;

/* On a phone the arrows would cover the words: the dots (and autoplay) move between banners there. */
export const arrow = style({
  ...control,
  display: 'none',
  position: 'absolute',
  top: 'calc(50% - 14px)',
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
  '@media': { [desktopQuery]: { display: 'inline-flex' } },
});

export const previous = style({ left: vars.space.small });
export const next = style({ right: vars.space.small });

/* Under the slides, never over the words. */
export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  gap: 0,
  margin: 0,
  padding: 0,
  height: 28,
  listStyle: 'none',
});

/* The dot is small but its button keeps a 24 px target (WCAG 2.5.8). */
export const dot = style({
  ...control,
  width: 24,
  height: 28,
  background: 'transparent',
  '::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: vars.radius.full,
    background: vars.color.textMuted,
  },
  selectors: {
    '&[aria-current=true]::before': { width: 10, height: 10, background: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.full },
  },
});
