import { vars } from '@casino/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const spots = style({
  display: 'grid',
  gridTemplateColumns: '1fr 0.8fr 1fr',
  gap: vars.space.small,
  margin: 0,
  border: 0,
  minWidth: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  background: 'radial-gradient(ellipse at center, #1f6b45 0%, #14532d 100%)',
  maxWidth: 720,
  marginInline: 'auto',
  userSelect: 'none',
});

const spotBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  minHeight: '4.6rem',
  borderRadius: vars.radius.medium,
  color: '#fff',
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  padding: vars.space.xsmall,
  minWidth: 0,
  background: 'rgba(0,0,0,0.18)',
  ':disabled': { cursor: 'default' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});

export const spot = styleVariants({
  player: [spotBase, { border: '2px solid #63b3ed' }],
  tie: [spotBase, { border: '2px solid #68d391' }],
  banker: [spotBase, { border: '2px solid #fc8181' }],
});

export const pays = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.regular,
  opacity: 0.85,
});

export const chip = style({
  minWidth: '2.2rem',
  height: '1.7rem',
  padding: '0 4px',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  border: '2px dashed #fff',
  fontSize: 11,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
});

/** The side that won the last coup: a plain outline, the same for a win or a loss of the player's. */
export const won = style({ boxShadow: `0 0 0 3px ${vars.color.brandAccent} inset` });

export const notes = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  minHeight: '1.4em',
});

export const tableau = style({
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.small,
});

globalStyle(`${tableau} th, ${tableau} td`, {
  padding: '2px 5px',
  textAlign: 'center',
  border: `1px solid ${vars.color.border}`,
});
