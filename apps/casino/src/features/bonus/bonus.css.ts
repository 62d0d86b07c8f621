import { sprinkles, vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });

/* An offer the member can take: the same sunken surface as the meter, the brand colour on its edge. */
export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surfaceSunken,
});

export const offerTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const offerText = style({ margin: 0, overflowWrap: 'anywhere' });

export const terms = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const termsBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
