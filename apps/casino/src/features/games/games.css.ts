import { desktopQuery, vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [desktopQuery]: { gridTemplateColumns: '200px 1fr' } },
});

export const banner = style({ width: '100%', borderRadius: vars.radius.large, display: 'block' });

export const bannerButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
});
