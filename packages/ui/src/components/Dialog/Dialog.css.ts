import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { desktopQuery, reducedMotionQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const slideUp = keyframes({ from: { transform: 'translateY(24px)', opacity: 0 } });
const popIn = keyframes({ from: { transform: 'translate(-50%, -48%) scale(0.97)', opacity: 0 } });

/* Mobile: a full-screen sheet. Desktop: a card centred over the overlay. */
export const content = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  zIndex: vars.zIndex.dialog,
  animation: `${slideUp} ${vars.duration.standard} ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': {
    [desktopQuery]: {
      inset: 'auto',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      maxHeight: '85vh',
      borderRadius: vars.radius.large,
      boxShadow: vars.shadow.large,
      animation: `${popIn} ${vars.duration.standard} ease-out`,
    },
    [reducedMotionQuery]: { animation: 'none' },
  },
});

export const size = styleVariants({ small: 400, medium: 560, large: 800 }, (width) => ({
  '@media': { [desktopQuery]: { width: `min(${width}px, calc(100vw - 48px))` } },
}));

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

export const description = style({
  padding: `${vars.space.medium} ${vars.space.large} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.large,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});
