import { desktopQuery, vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.standard,
  color: vars.color.brandAccent,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { [desktopQuery]: { fontSize: vars.fontSize.large } },
});

export const logoMark = style({ display: 'block', flexShrink: 0 });

/* Below 420 px the buttons need the room: the name is read, not shown, beside the mark. */
export const logoName = style({
  '@media': {
    'screen and (max-width: 419.98px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
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
