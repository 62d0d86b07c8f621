import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

/* 2 columns on mobile, 6 on desktop (spec 000 §9). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  textAlign: 'center',
  selectors: {
    '&[data-active]': { borderColor: vars.color.brand },
    '&[data-claimed]': { borderStyle: 'dashed' },
  },
});

export const persons = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const bonus = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
});

export const action = style({ marginTop: 'auto', width: '100%' });
