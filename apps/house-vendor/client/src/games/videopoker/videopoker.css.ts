import { vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The stage and, over it, five HELD buttons in the scene's five columns. */
export const table = style({ position: 'relative', maxWidth: 720, marginInline: 'auto' });

export const holds = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  // equal columns whatever their label's length: the label's place is a share of the column's width
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
});

export const hold = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  alignItems: 'center',
  // under the card: its top (3 % of the stage's width) plus its height (0.86 x 1.4 of the column's
  // width, pokerScene.ts); a padding's percentage is of the column's width
  padding: `calc(15% + 120.4% + 6px) 0 0`,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.medium,
  ':disabled': { cursor: 'default' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
});

/** The label under a held card: words from the catalogue, never part of the card's art. */
export const heldLabel = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: `2px ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: '#f6e05e',
  color: '#1a202c',
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.xsmall,
  letterSpacing: '0.03em',
  textTransform: 'uppercase',
  lineHeight: 1.4,
});

export const hint = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  minHeight: '1.4em',
});

export const payTable = style({
  width: '100%',
  maxWidth: 720,
  marginInline: 'auto',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${payTable} caption`, {
  captionSide: 'top',
  textAlign: 'start',
  color: vars.color.textMuted,
  paddingBlock: vars.space.xsmall,
});
globalStyle(`${payTable} th, ${payTable} td`, {
  padding: `2px ${vars.space.xsmall}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
});
globalStyle(`${payTable} th[scope="row"]`, { textAlign: 'start', fontWeight: vars.fontWeight.regular });

/** The column of the coins bet now. */
globalStyle(`${payTable} [data-current="true"]`, {
  background: vars.color.surfaceSunken,
  color: vars.color.brandAccent,
  fontWeight: vars.fontWeight.strong,
});

/** The hand just made when it paid more than the bet: outlined, nothing more. */
globalStyle(`${payTable} tr[data-won="true"] > *`, {
  borderTop: `2px solid ${vars.color.brandAccent}`,
  borderBottom: `2px solid ${vars.color.brandAccent}`,
});

/** The coins bet, 1 to 5, as one group of buttons. */
export const coins = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'center',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
