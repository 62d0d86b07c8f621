import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  borderRadius: vars.radius.large,
  border: `1px dashed ${vars.color.border}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ color: vars.color.brand });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xlarge,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({ maxWidth: 480, fontSize: vars.fontSize.small });
