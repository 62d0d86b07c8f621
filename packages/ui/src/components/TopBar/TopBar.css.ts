import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  height: 56,
  padding: `0 ${vars.space.medium}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [desktopQuery]: { height: 64, padding: `0 ${vars.space.xlarge}` } },
});

export const logo = style({ display: 'flex', alignItems: 'center', flexShrink: 0, minWidth: 0 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 });

export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
});

export const balanceLabel = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });

export const balanceAmount = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '40vw',
});

/* The spec gives the menu button to desktop only (spec 000 §2, application shell). */
export const menuButton = style({
  display: 'none',
  '@media': { [desktopQuery]: { display: 'inline-flex' } },
});
