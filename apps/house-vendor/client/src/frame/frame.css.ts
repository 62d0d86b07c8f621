import { desktopQuery, vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('html, body', {
  margin: 0,
  minHeight: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: 960,
  margin: '0 auto',
  padding: vars.space.small,
  '@media': { [desktopQuery]: { padding: vars.space.medium, gap: vars.space.medium } },
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(6, auto)', justifyContent: 'space-between' } },
});

export const figure = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const figureLabel = style({
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const figureValue = style({
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tools = style({
  display: 'flex',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
  alignItems: 'center',
});

export const mode = style({
  marginLeft: 'auto',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const message = style({
  minHeight: '1.5em',
  margin: 0,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const celebrate = style({ color: vars.color.brandAccent, fontWeight: vars.fontWeight.strong });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const code = style({
  wordBreak: 'break-all',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

export const ok = style({ color: vars.color.positive });
export const bad = style({ color: vars.color.critical });

export const field = style({
  font: 'inherit',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  width: '100%',
  boxSizing: 'border-box',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const title = style({
  margin: 0,
  flexBasis: '100%',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.large,
  '@media': { [desktopQuery]: { flexBasis: 'auto', marginRight: vars.space.small } },
});
