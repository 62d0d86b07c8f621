import { desktopQuery, vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [desktopQuery]: { gridTemplateColumns: '200px 1fr' } },
});

export const sidebar = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  '@media': { [desktopQuery]: { flexDirection: 'column', alignSelf: 'start', position: 'sticky', top: 80 } },
});

// Spec 000 §2: 3 columns on mobile, 5 on desktop, 20 px apart.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 20,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.xsmall,
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  textAlign: 'left',
  font: 'inherit',
});

export const cover = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
});

export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.fontSize.small,
});

export const banner = style({ width: '100%', borderRadius: vars.radius.large, display: 'block' });

export const empty = style({ padding: vars.space.xlarge, textAlign: 'center', color: vars.color.textMuted });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

export const overlayBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  background: vars.color.surfaceRaised,
});

export const frame = style({ flex: 1, border: 0, width: '100%' });
