import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const form = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `0 ${vars.space.xsmall} 0 ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: 44,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  outline: 'none',
  '::placeholder': { color: vars.color.textMuted },
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});
