import { desktopQuery, vars } from '@casino/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const categories = style({ minWidth: 0 });

// The mobile strip of category chips shrinks its items until they overlap (reported to packages/ui);
// until the sidebar keeps them at their width, the strip scrolls instead.
globalStyle(`${categories} li`, { flexShrink: 0 });

/** The banner carousel's box (packages/ui BannerCarousel: 2:1 on phones, 4:1 on desktops) before its banners come. */
export const bannerSlot = style({
  aspectRatio: '2 / 1',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  '@media': { [desktopQuery]: { aspectRatio: '4 / 1' } },
});

/** A jackpot game's card and its pool's value, laid over the top of the cover. */
export const jackpotTile = style({ position: 'relative', display: 'grid' });

export const jackpotValue = style({
  position: 'absolute',
  insetInline: vars.space.xsmall,
  top: vars.space.xsmall,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.xsmall,
  textAlign: 'center',
  pointerEvents: 'none',
  // The pool is never cut (issue 32 §4): on a 375 px phone's narrow tile it takes a second line.
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
});

/** A table's stakes below its cover, as text in the player's money format (never drawn into the cover). */
export const stakesValue = style({
  // Under the card, not over its cover (issue 32 §4): on a phone the range takes two lines and hid the art.
  paddingTop: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: 1.25,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

/** The jackpot game's pool, a band between the game overlay's title bar and the game. */
export const jackpotBand = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  background: vars.color.brandAccent,
  color: vars.color.textOnBrandAccent,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});

export const safeBand = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  textAlign: 'center',
  background: vars.color.surfaceRaised,
});
