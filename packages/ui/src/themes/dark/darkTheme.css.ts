import { createTheme } from '@vanilla-extract/css';
import { sharedTokens } from '../shared';
import { vars } from '../vars.css';

/* The default casino look: deep navy felt, gold brand, emerald accents. */
export const darkTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    surface: '#0f1226',
    surfaceRaised: '#1a1f3d',
    surfaceSunken: '#090b1a',
    surfaceHover: '#252b52',
    text: '#f4f5fb',
    textMuted: '#a9aecb',
    textOnBrand: '#1a1300',
    brand: '#f2c14e',
    brandHover: '#ffd36e',
    brandAccent: '#1fb877',
    brandAccentHover: '#28d18a',
    textOnBrandAccent: '#04170f',
    positive: '#3ddc84',
    critical: '#ff6b6b',
    criticalHover: '#ff8787',
    caution: '#ffb547',
    info: '#6cb6ff',
    focus: '#8ab4ff',
    overlay: 'rgba(3, 4, 12, 0.72)',
    textOnArtwork: '#ffffff',
    artworkScrim: 'rgba(3, 4, 12, 0.78)',
    border: '#2e3560',
    borderStrong: '#4a5390',
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.5)',
    large: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});
