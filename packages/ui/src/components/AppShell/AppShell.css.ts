import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const shell = style({
  display: 'grid',
  gridTemplateAreas: '"header" "nav" "main"',
  // One column no wider than the screen: a wide table scrolls in its own frame, not the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto auto 1fr',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  '@media': {
    [desktopQuery]: {
      gridTemplateAreas: '"header header" "nav main"',
      gridTemplateColumns: '200px minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
    },
  },
});

export const header = style({
  gridArea: 'header',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.large });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 });

export const nav = style({
  gridArea: 'nav',
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  '@media': {
    [desktopQuery]: { borderBottom: 0, borderRight: `1px solid ${vars.color.border}`, overflowX: 'visible' },
  },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  '@media': { [desktopQuery]: { flexDirection: 'column', padding: vars.space.small } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.small,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.textOnBrand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const count = style({
  minWidth: 20,
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.caution,
  color: vars.color.surface,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'center',
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space.medium,
  '@media': { [desktopQuery]: { padding: vars.space.large } },
});
