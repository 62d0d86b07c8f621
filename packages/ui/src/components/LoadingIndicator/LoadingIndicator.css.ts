import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/* A thin bar across the top plus a spinner: visible without covering the page or blocking clicks. */
export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loading,
  pointerEvents: 'none',
});

export const bar = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    background: vars.color.brand,
    animation: `${slide} 1.2s ease-in-out infinite`,
  },
  '@media': { [reducedMotionQuery]: { selectors: { '&::after': { animation: 'none', width: '100%' } } } },
});

export const spinner = style({
  position: 'absolute',
  top: vars.space.large,
  right: vars.space.large,
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
});
