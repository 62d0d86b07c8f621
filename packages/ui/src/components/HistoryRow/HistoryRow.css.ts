import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  padding: `${vars.space.medium} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowWithThumbnail = style([row, { gridTemplateColumns: 'auto minmax(0, 1fr) auto' }]);

export const thumbnail = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.small,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const detail = style({ fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });

export const date = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xsmall,
  maxWidth: '60vw',
});

export const amount = style({ fontWeight: vars.fontWeight.strong });
