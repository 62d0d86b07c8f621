import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.standard,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const tone = styleVariants({
  neutral: [badge, { color: vars.color.textMuted }],
  caution: [badge, { color: vars.color.caution }],
  info: [badge, { color: vars.color.info }],
  positive: [badge, { color: vars.color.positive }],
  critical: [badge, { color: vars.color.critical }],
});

export const dot = style({
  flexShrink: 0,
  width: 6,
  height: 6,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});
