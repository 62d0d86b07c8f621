import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '4px',
      borderRadius: vars.radius.medium,
    },
    '&:disabled': { cursor: 'default' },
  },
});

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.5 }, '100%': { opacity: 1 } });

export const cover = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxlarge,
  transition: `transform ${vars.duration.standard}`,
  selectors: {
    [`${card}:hover:not(:disabled) &`]: { transform: 'translateY(-2px)' },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const loadingCover = style({
  animation: `${shimmer} 1.2s ease-in-out infinite`,
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

/* At most 2 lines of name under the cover (spec 000 §2). */
export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  minHeight: `calc(2em * ${vars.lineHeight.tight})`,
  overflowWrap: 'anywhere',
});

export const loadingName = style({
  height: '1em',
  width: '70%',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
});

/* The return and volatility under the name: small print, wrapping onto a second line on a narrow tile. */
export const facts = style({
  display: 'flex',
  marginTop: vars.space.xsmall,
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const volatility = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const bars = style({ display: 'inline-flex', alignItems: 'flex-end', gap: '1px' });

const barBase = style({ display: 'block', width: '3px', borderRadius: '1px' });

/* Rising heights, so the level reads from the shape as well as from the colour. */
export const bar = styleVariants({
  lit: [barBase, { background: vars.color.brandAccent }],
  unlit: [barBase, { background: vars.color.border }],
});

globalStyle(`${bars} > :nth-child(1)`, { height: '5px' });
globalStyle(`${bars} > :nth-child(2)`, { height: '8px' });
globalStyle(`${bars} > :nth-child(3)`, { height: '11px' });
