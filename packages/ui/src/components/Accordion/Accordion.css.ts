import { style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const header = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: 52,
  padding: `${vars.space.small} ${vars.space.large}`,
  border: 0,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.standard}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
});

export const content = style({
  padding: `${vars.space.medium} ${vars.space.large} ${vars.space.large}`,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
