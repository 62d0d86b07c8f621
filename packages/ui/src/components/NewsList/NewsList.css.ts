import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const button = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  width: '100%',
  padding: `${vars.space.medium} ${vars.space.xsmall}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/* Only an unread message's dot is filled; the space stays so the texts line up. */
export const dot = style({
  flexShrink: 0,
  width: 8,
  height: 8,
  marginTop: 7,
  borderRadius: vars.radius.full,
  selectors: { [`${button}[data-unread] &`]: { background: vars.color.brand } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const message = style({
  overflowWrap: 'anywhere',
  selectors: {
    [`${button}[data-unread] &`]: { fontWeight: vars.fontWeight.strong },
    '&:not([data-expanded])': {
      display: '-webkit-box',
      WebkitLineClamp: 1,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
  },
});

export const date = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const empty = style({
  margin: 0,
  padding: `${vars.space.large} 0`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
