import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: '1px solid',
  background: vars.color.surfaceRaised,
});

export const box = styleVariants({
  waiting: [base, { borderColor: vars.color.border }],
  positive: [base, { borderColor: vars.color.positive }],
  critical: [base, { borderColor: vars.color.critical }],
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  lineHeight: vars.lineHeight.standard,
});

const pulse = keyframes({ '0%, 100%': { opacity: 0.35 }, '50%': { opacity: 1 } });

const dot = style({ flexShrink: 0, width: 10, height: 10, borderRadius: vars.radius.full });

export const mark = styleVariants({
  waiting: [
    dot,
    {
      background: vars.color.info,
      '@media': {
        '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.4s ease-in-out infinite` },
      },
    },
  ],
  positive: [dot, { background: vars.color.positive }],
  critical: [dot, { background: vars.color.critical }],
});
