import { createTheme } from '@vanilla-extract/css';
import { sharedTokens } from '../shared';
import { vars } from '../vars.css';

/* A daylight variant with the same roles; brand gold darkened so text on it keeps its contrast. */
export const lightTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    surface: '#f6f7fb',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#e8eaf3',
    surfaceHover: '#e1e4f0',
    text: '#14172b',
    textMuted: '#4e546f',
    textOnBrand: '#1a1300',
    brand: '#e0a823',
    brandHover: '#f0b93a',
    brandAccent: '#0b7a4b',
    brandAccentHover: '#0d8f58',
    textOnBrandAccent: '#ffffff',
    positive: '#0b7a4b',
    critical: '#c22a2a',
    criticalHover: '#d93636',
    caution: '#8a5a00',
    info: '#1d5fbf',
    focus: '#1d5fbf',
    overlay: 'rgba(20, 23, 43, 0.5)',
    textOnArtwork: '#ffffff',
    artworkScrim: 'rgba(3, 4, 12, 0.78)',
    border: '#cfd3e3',
    borderStrong: '#9aa0bd',
  },
  shadow: {
    small: '0 1px 2px rgba(20, 23, 43, 0.12)',
    medium: '0 4px 12px rgba(20, 23, 43, 0.14)',
    large: '0 12px 32px rgba(20, 23, 43, 0.18)',
  },
});
