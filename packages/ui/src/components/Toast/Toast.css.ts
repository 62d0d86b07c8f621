import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { desktopQuery, reducedMotionQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const slideIn = keyframes({ from: { transform: 'translateY(16px)', opacity: 0 } });

/* Bottom of the screen on mobile (thumb reach); top right on desktop, below the top bar (64 px there) so a
   toast never covers its buttons; above dialogs. */
export const viewport = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  outline: 'none',
  '@media': {
    [desktopQuery]: { left: 'auto', bottom: 'auto', top: 64, width: 400 },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.small} ${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  borderLeft: '4px solid',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  animation: `${slideIn} ${vars.duration.standard} ease-out`,
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
  selectors: {
    '&[data-swipe=move]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const tone = styleVariants({
  info: { borderLeftColor: vars.color.info },
  positive: { borderLeftColor: vars.color.positive },
  caution: { borderLeftColor: vars.color.caution },
  critical: { borderLeftColor: vars.color.critical },
});

export const text = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({ fontWeight: vars.fontWeight.strong });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
