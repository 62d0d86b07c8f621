import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const question = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });

export const answers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const comment = style({
  width: '100%',
  minHeight: 96,
  padding: vars.space.medium,
  resize: 'vertical',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.focus },
    '&::placeholder': { color: vars.color.textMuted },
  },
});
