import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({ flexShrink: 0, color: vars.color.textMuted });

export const content = style({
  zIndex: vars.zIndex.dialog,
  width: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(320px, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
});

export const viewport = style({ padding: vars.space.xsmall });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceHover },
    '&[data-state="checked"]': { color: vars.color.brand, fontWeight: vars.fontWeight.strong },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
