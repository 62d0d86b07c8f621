import { fallbackVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const popIn = keyframes({ from: { transform: 'scale(0.97)', opacity: 0 } });

/* A card centred on every viewport; the browser's own dialog styles give way to the app's look. */
export const popup = style({
  margin: 'auto',
  padding: 0,
  border: 0,
  width: `min(400px, calc(100vw - ${vars.space.xlarge} * 2))`,
  maxWidth: 'none',
  maxHeight: '85vh',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  animation: `${popIn} ${vars.duration.standard} ease-out`,
  selectors: {
    // A closed dialog must stay hidden: only an open one is laid out as a column.
    '&[open]': { display: 'flex' },
    '&:focus': { outline: 'none' },
  },
  '::backdrop': {
    // Browsers before 2024 do not let the backdrop inherit the theme's variables: a dark veil then.
    background: fallbackVar(vars.color.overlay, 'rgb(0 0 0 / 0.6)'),
  },
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
});

/* The page under an open pop-up does not scroll, as under the other dialogs. */
globalStyle(`html:has(${popup}[open])`, { overflow: 'hidden' });

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: 56,
  padding: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const body = style({
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.large,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});
