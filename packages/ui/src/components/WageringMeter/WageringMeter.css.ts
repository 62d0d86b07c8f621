import { globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const track = style({
  height: 12,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  overflow: 'hidden',
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
});

/* Two figures a row on a phone; on a desktop as many as fit (two in a dialog, four across a page). */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const emphasis = style([value, { fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  padding: `0 0 ${vars.space.xsmall}`,
  textAlign: 'left',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});

export const headerCell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'left',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  selectors: { '&:last-child': { textAlign: 'right' } },
});

export const row = style({
  selectors: { '&[aria-current]': { background: vars.color.surfaceHover } },
});

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'left',
  selectors: { '&:last-child': { textAlign: 'right' } },
});

export const gameType = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
  overflowWrap: 'anywhere',
});

export const current = style({
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  alignItems: 'stretch',
  '@media': {
    [desktopQuery]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/* The action keeps its natural width beside the note on a desktop. */
globalStyle(`${footer} > :not(p)`, { flexShrink: 0 });

/* Above a game: slimmer, square-cornered, figures in one wrapping line. */
export const strip = style({
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: 0,
  borderWidth: '0 0 1px',
});

globalStyle(`${strip} ${title}`, { fontSize: vars.fontSize.standard });

export const stripFigures = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
});

/* Label and figure flow as one line of text, wrapping as words do rather than as two columns. */
globalStyle(`${stripFigures} > div`, {
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xsmall,
  rowGap: 0,
});
globalStyle(`${stripFigures} dd`, { fontSize: vars.fontSize.small });
