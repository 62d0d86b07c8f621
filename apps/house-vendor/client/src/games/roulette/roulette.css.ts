import { desktopQuery, vars } from '@casino/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const table = style({
  display: 'grid',
  margin: 0,
  border: 0,
  minWidth: 0,
  gap: 3,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  background: 'radial-gradient(ellipse at center, #1f6b45 0%, #14532d 100%)',
  userSelect: 'none',
  gridTemplateColumns: '2.4rem repeat(3, 1fr) 2.4rem',
  gridAutoRows: '2.1rem',
  '@media': {
    [desktopQuery]: { gridTemplateColumns: '2.6rem repeat(12, 1fr) 2.6rem', gridAutoRows: '2.6rem' },
  },
});

const spotBase = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px solid rgba(255,255,255,0.55)',
  borderRadius: vars.radius.small,
  color: '#fff',
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  padding: 0,
  minWidth: 0,
  ':disabled': { cursor: 'default' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});

export const spot = styleVariants({
  red: [spotBase, { background: '#c53030' }],
  black: [spotBase, { background: '#1a202c' }],
  green: [spotBase, { background: '#2f855a' }],
  outside: [spotBase, { background: 'transparent', fontSize: vars.fontSize.xsmall }],
});

export const hit = style({ boxShadow: `0 0 0 3px ${vars.color.brandAccent} inset` });

export const chip = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  minWidth: '1.7rem',
  height: '1.7rem',
  padding: '0 3px',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  border: '2px dashed #fff',
  fontSize: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  pointerEvents: 'none',
});

/** The layer of line and corner spots over the numbers; only its spots take taps. */
export const lines = style({ position: 'relative', pointerEvents: 'none' });

/** A tap target across a line or corner: clear until hovered or focused, a small chip once taken. */
export const line = style({
  position: 'absolute',
  width: '1.05rem',
  height: '1.05rem',
  transform: 'translate(-50%, -50%)',
  borderRadius: vars.radius.full,
  border: 0,
  padding: 0,
  background: 'transparent',
  pointerEvents: 'auto',
  cursor: 'pointer',
  zIndex: 1,
  font: 'inherit',
  fontSize: 9,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textOnBrandAccent,
  ':hover': { background: 'rgba(255,255,255,0.55)' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, background: 'rgba(255,255,255,0.55)' },
  ':disabled': { cursor: 'default' },
});

export const lineTaken = style({
  width: '1.35rem',
  height: '1.35rem',
  background: vars.color.brandAccent,
  border: '2px dashed #fff',
  boxSizing: 'border-box',
  zIndex: 2,
  ':hover': { background: vars.color.brandAccent },
});

export const row = style({
  display: 'flex',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
});

export const chipButton = style({
  width: '2.6rem',
  height: '2.6rem',
  borderRadius: vars.radius.full,
  border: '3px dashed #fff',
  fontWeight: vars.fontWeight.strong,
  fontSize: 11,
  cursor: 'pointer',
  color: '#1a1033',
  background: vars.color.brandAccent,
  opacity: 0.55,
});

export const chipPicked = style({ opacity: 1, boxShadow: `0 0 0 3px ${vars.color.focus}` });

export const top = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.small,
  alignItems: 'center',
  '@media': { [desktopQuery]: { gridTemplateColumns: '16rem 1fr' } },
});

export const wheel = style({ maxWidth: '16rem', width: '100%', margin: '0 auto' });

export const numbers = style({
  display: 'flex',
  gap: 4,
  flexWrap: 'wrap',
  justifyContent: 'center',
  '@media': { [desktopQuery]: { justifyContent: 'flex-start' } },
});

export const last = styleVariants({
  red: {
    background: '#c53030',
    color: '#fff',
    borderRadius: vars.radius.full,
    width: '1.9rem',
    height: '1.9rem',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 700,
    fontSize: 12,
  },
  black: {
    background: '#1a202c',
    color: '#fff',
    borderRadius: vars.radius.full,
    width: '1.9rem',
    height: '1.9rem',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 700,
    fontSize: 12,
    border: '1px solid #4a5568',
  },
  green: {
    background: '#2f855a',
    color: '#fff',
    borderRadius: vars.radius.full,
    width: '1.9rem',
    height: '1.9rem',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 700,
    fontSize: 12,
  },
});

export const total = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** The French racetrack: 19 columns of numbers in the wheel's order around the called bets. */
export const track = style({
  display: 'grid',
  margin: 0,
  border: 0,
  minWidth: 0,
  gap: 2,
  padding: vars.space.small,
  borderRadius: '3rem',
  background: 'radial-gradient(ellipse at center, #1f6b45 0%, #14532d 100%)',
  userSelect: 'none',
  gridTemplateColumns: 'repeat(19, 1fr)',
  gridTemplateRows: '1.7rem 2.6rem 1.7rem',
  '@media': { [desktopQuery]: { gridTemplateRows: '2.2rem 3rem 2.2rem' } },
});

const trackNumberBase = style([
  spotBase,
  { fontSize: 10, borderRadius: 3, '@media': { [desktopQuery]: { fontSize: vars.fontSize.small } } },
]);

export const trackNumber = styleVariants({
  red: [trackNumberBase, { background: '#c53030' }],
  black: [trackNumberBase, { background: '#1a202c' }],
  green: [trackNumberBase, { background: '#2f855a' }],
});

/** A straight bet placed from the track: a dot, the amount shows on the layout's number. */
export const trackChip = style({
  position: 'absolute',
  top: 1,
  right: 1,
  width: 7,
  height: 7,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  pointerEvents: 'none',
});

export const called = style([
  spotBase,
  {
    background: 'transparent',
    fontSize: vars.fontSize.xsmall,
    borderRadius: vars.radius.large,
    gap: 4,
  },
]);

/** The name gives way to the chip (shortened with an ellipsis) rather than lying under it. */
export const calledName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A called bet's chip sits beside its name, in the flow, so it never covers a letter. */
export const calledChip = style([chip, { position: 'static', transform: 'none', flexShrink: 0 }]);
