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
  gap: vars.space.small,
  height: 56,
  padding: `0 ${vars.space.small}`,
  boxSizing: 'border-box',
  maxWidth: '100vw',
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [desktopQuery]: { height: 64, gap: vars.space.medium, padding: `0 ${vars.space.xlarge}` } },
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, minWidth: 0 });

/* The logo may shrink (a long operator name ends in an ellipsis) before the balance or a button does. */
export const logo = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.small,
});

export const action = style({
  whiteSpace: 'nowrap',
  paddingInline: vars.space.medium,
  '@media': { [desktopQuery]: { paddingInline: vars.space.large } },
});

export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: vars.lineHeight.tight,
});

/* On a phone the amount speaks for itself beside Deposit; the label stays for screen readers. */
export const balanceLabel = style({
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [desktopQuery]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
});

export const balanceAmount = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
});

export const menuButton = style({ flexShrink: 0, paddingInline: vars.space.small });

export const always = style({});

export const phoneOnly = style({ '@media': { [desktopQuery]: { display: 'none' } } });

export const desktopOnly = style({
  display: 'none',
  '@media': { [desktopQuery]: { display: 'inline-flex' } },
});

/* The unread count sits on the bell's corner; the button's label already says it. */
export const newsButton = style({ position: 'relative', flexShrink: 0 });

export const newsCount = style({ position: 'absolute', top: -4, right: -2, pointerEvents: 'none' });
