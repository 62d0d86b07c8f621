import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  height: 40,
  paddingRight: vars.space.xsmall,
  background: vars.color.surfaceSunken,
  borderBlock: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const viewport = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  maskImage: 'linear-gradient(to right, transparent, black 24px, black calc(100% - 24px), transparent)',
});

/* Two copies of the list side by side; moving by half the track loops without a jump. */
export const track = style({
  display: 'flex',
  width: 'max-content',
  animation: `${scroll} 16s linear infinite`,
  selectors: {
    [`${root}:hover &, ${root}:focus-within &, &[data-paused=true]`]: { animationPlayState: 'paused' },
  },
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xlarge,
  margin: 0,
  paddingBlock: 0,
  paddingInline: `${vars.space.large} ${vars.space.xlarge}`,
  listStyle: 'none',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: 32,
  height: 32,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [reducedMotionQuery]: { display: 'none' } },
});
