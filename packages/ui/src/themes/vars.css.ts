import { createThemeContract } from '@vanilla-extract/css';

/*
 * The one typed contract every theme fills and every component reads. Names say intent
 * (what a colour is for), never a palette step, so a theme can change without touching components.
 */
export const vars = createThemeContract({
  color: {
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    surfaceHover: null,
    text: null,
    textMuted: null,
    textOnBrand: null,
    brand: null,
    brandHover: null,
    brandAccent: null,
    brandAccentHover: null,
    textOnBrandAccent: null,
    positive: null,
    critical: null,
    criticalHover: null,
    caution: null,
    info: null,
    focus: null,
    overlay: null,
    /** Words drawn over artwork (banners, pop-up images), whatever the theme: artwork is dark. */
    textOnArtwork: null,
    /** The shade under those words, fading out towards the art. */
    artworkScrim: null,
    border: null,
    borderStrong: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radius: {
    none: null,
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  font: {
    body: null,
    display: null,
  },
  fontSize: {
    xsmall: null,
    small: null,
    standard: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  lineHeight: {
    tight: null,
    standard: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    strong: null,
  },
  shadow: {
    small: null,
    medium: null,
    large: null,
  },
  zIndex: {
    sticky: null,
    drawer: null,
    dialog: null,
    toast: null,
    loading: null,
  },
  duration: {
    fast: null,
    standard: null,
    slow: null,
  },
});
