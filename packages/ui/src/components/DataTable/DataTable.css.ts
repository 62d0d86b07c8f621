import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const scroller = style({
  // Positioned, so the screen-reader-only sort words (absolutely placed) scroll with the table
  // instead of widening the page.
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const loading = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const caption = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.standard,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerCell = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const sortMark = style({ fontSize: vars.fontSize.xsmall });

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const row = style({
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&:hover': { background: vars.color.surfaceHover },
  },
});

/* Words (ids, amounts, usernames) never break inside: a narrow screen scrolls the table instead. */
export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  verticalAlign: 'middle',
  maxWidth: '28rem',
  overflowWrap: 'break-word',
  fontVariantNumeric: 'tabular-nums',
});

export const empty = style({
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
