import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' } },
});

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 52,
  padding: `0 ${vars.space.xsmall} 0 ${vars.space.large}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const stage = style({ position: 'relative', flex: 1, minHeight: 0 });

export const frame = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  selectors: { '&[data-loading]': { visibility: 'hidden' } },
});

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  color: vars.color.textMuted,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 900ms linear infinite` },
  },
});
