/*
 * Breakpoints live outside the theme contract because media queries cannot read CSS variables;
 * every theme shares them. Mobile is the default, desktop starts at `desktop` px.
 */
export const breakpoints = {
  mobile: 0,
  desktop: 768,
} as const;

export const desktopQuery = `screen and (min-width: ${breakpoints.desktop}px)`;
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
