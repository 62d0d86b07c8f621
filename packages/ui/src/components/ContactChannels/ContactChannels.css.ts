import { style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  selectors: {
    '&[data-available]': { background: vars.color.brandAccent, color: vars.color.textOnBrandAccent },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
});

export const label = style({ fontWeight: vars.fontWeight.strong });

export const value = style({
  color: vars.color.brand,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.brandHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const status = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  selectors: { '&[data-available]': { color: vars.color.positive } },
});

export const qr = style({
  width: 128,
  height: 128,
  marginTop: vars.space.small,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: '#ffffff',
});

export const greeting = style({
  margin: `${vars.space.xsmall} 0 0`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
  transition: `opacity ${vars.duration.slow}`,
  selectors: { '&[data-state=closed]': { display: 'none' } },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const action = style({ flexShrink: 0, alignSelf: 'center' });
