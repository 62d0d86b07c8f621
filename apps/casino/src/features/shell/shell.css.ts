import { vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const logoRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const logo = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.large,
  color: vars.color.brandAccent,
  textDecoration: 'none',
});

export const main = style({
  flex: 1,
  // At least a screen tall: the footer starts below the fold, so lists arriving never move it in view.
  minHeight: '100vh',
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  boxSizing: 'border-box',
  padding: vars.space.medium,
});

/**
 * The wins ticker's bar (packages/ui WinsTicker: 40 px, sunken, bordered) while its lines load or when
 * there are none: the bar is part of the shell, and the page below never jumps by its height.
 */
export const tickerSlot = style({
  height: 40,
  background: vars.color.surfaceSunken,
  borderBlock: `1px solid ${vars.color.border}`,
});
