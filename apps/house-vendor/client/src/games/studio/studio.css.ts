import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const stake = style({
  minWidth: '7em',
  font: 'inherit',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textAlign: 'center',
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const spin = style({ minWidth: '9em' });

export const wins = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  rowGap: vars.space.xxsmall,
  columnGap: vars.space.medium,
  justifyContent: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  minHeight: '1.4em',
});

export const feature = style({
  margin: 0,
  textAlign: 'center',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const neutral = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  minHeight: '1.5em',
});

export const win = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.brandAccent,
  fontWeight: vars.fontWeight.strong,
  minHeight: '1.5em',
});

export const chests = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
  justifyItems: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/** A fieldset's legend sits at the start unless its inline margins are auto. */
export const legend = style({ marginInline: 'auto', padding: 0 });

export const chestRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  justifyContent: 'center',
});

export const chest = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: '3.2em',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
});

export const chestChosen = style([
  chest,
  { borderColor: vars.color.brandAccent, boxShadow: `0 0 0 2px ${vars.color.brandAccent}` },
]);

export const payTable = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.small,
});

export const payRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

/** The surface stays a comfortable size on a wide screen. */
export const surface = style({ maxWidth: 720, marginInline: 'auto' });
