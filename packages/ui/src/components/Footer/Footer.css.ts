import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [desktopQuery]: { padding: `${vars.space.xxlarge} ${vars.space.xlarge}` } },
});

export const links = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktopQuery]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xlarge } },
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xsmall,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const bottom = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});

/* A pop-up entry among the links (Contact us) reads like its neighbours. */
export const linkButton = style([
  link,
  {
    padding: 0,
    paddingBlock: vars.space.xsmall,
    border: 0,
    background: 'none',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
  },
]);
