import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/* Always dark on white, whatever the theme: scanners need the contrast. */
export const frame = style({
  display: 'inline-flex',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: '#ffffff',
  lineHeight: 0,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
  lineHeight: vars.lineHeight.standard,
});
