import { style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({
  position: 'fixed',
  right: vars.space.large,
  bottom: vars.space.large,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const greeting = style({
  maxWidth: 'min(260px, calc(100vw - 96px))',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
  transition: `opacity ${vars.duration.slow}, visibility 0s linear ${vars.duration.slow}`,
  selectors: { '&[data-state=closed]': { opacity: 0, visibility: 'hidden' } },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  boxShadow: vars.shadow.large,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandAccentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
