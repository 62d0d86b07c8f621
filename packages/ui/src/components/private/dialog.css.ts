import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

/* Shared by Dialog, AlertDialog, ConfirmDialog and Drawer: one overlay look for every modal surface. */
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.dialog,
  animation: `${fadeIn} ${vars.duration.standard} ease-out`,
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    // Inset so the ring is not clipped where the button touches the screen edge on mobile.
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/* A small centred card for alerts and confirmations, on every viewport. */
export const alertCard = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `min(420px, calc(100vw - ${vars.space.xlarge} * 2))`,
  maxHeight: '85vh',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  zIndex: vars.zIndex.dialog,
  animation: `${fadeIn} ${vars.duration.standard} ease-out`,
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
  selectors: { '&:focus': { outline: 'none' } },
});

/* The message scrolls, not the card, so focusing the buttons never scrolls the text away. */
export const message = style({
  minHeight: 0,
  overflowY: 'auto',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const warningTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.caution,
});

globalStyle(`${warningTitle} svg`, { flexShrink: 0 });

/** An alert that confirms something done (a request sent): the same title, in the positive colour. */
export const successTitle = style([warningTitle, { color: vars.color.positive }]);

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
