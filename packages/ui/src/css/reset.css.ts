import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('h1, h2, h3, h4, p, ol, ul', { margin: 0 });

/* Applied with a theme class on the app's root element: the page font, colour and background. */
export const base = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

/* The shared keyboard focus ring: visible only for keyboard focus, in the theme's focus colour. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
