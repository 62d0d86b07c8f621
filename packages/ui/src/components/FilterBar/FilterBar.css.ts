import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  '@media': { [desktopQuery]: { flexDirection: 'row', alignItems: 'flex-end' } },
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.small,
  flex: 1,
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.xsmall,
  flexShrink: 0,
});
