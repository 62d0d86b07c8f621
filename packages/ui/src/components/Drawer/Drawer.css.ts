import { keyframes, style } from '@vanilla-extract/css';
import { desktopQuery, reducedMotionQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.drawer,
});

export const content = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  width: 'min(85vw, 320px)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  zIndex: vars.zIndex.drawer,
  selectors: {
    '&[data-side=left]': { left: 0, animation: `${slideFromLeft} ${vars.duration.standard} ease-out` },
    '&[data-side=right]': { right: 0, animation: `${slideFromRight} ${vars.duration.standard} ease-out` },
    '&:focus': { outline: 'none' },
  },
  '@media': {
    [desktopQuery]: { width: 360 },
    [reducedMotionQuery]: { animation: 'none' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: 56,
  padding: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const nav = style({ flex: 1, overflowY: 'auto', padding: `${vars.space.small} 0` });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  minHeight: 48,
  padding: `${vars.space.small} ${vars.space.large}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
} as const;

export const item = style({
  ...row,
  justifyContent: 'space-between',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const trigger = style({
  ...row,
  justifyContent: 'space-between',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.standard}`,
  selectors: { [`${trigger}[data-state=open] &`]: { transform: 'rotate(180deg)' } },
});

export const sectionItems = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surfaceSunken,
});

export const nestedItem = style({ paddingLeft: vars.space.xlarge, fontSize: vars.fontSize.small });
