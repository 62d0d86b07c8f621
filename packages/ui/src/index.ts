import './css/fonts';

export type { ButtonProps } from './components/Button/Button';
export { Button } from './components/Button/Button';
export { base, focusRing, visuallyHidden } from './css/reset.css';
export type { Sprinkles } from './css/sprinkles.css';
export { sprinkles } from './css/sprinkles.css';
export { breakpoints, desktopQuery, reducedMotionQuery } from './themes/breakpoints';
export { darkTheme } from './themes/dark/darkTheme.css';
export { lightTheme } from './themes/light/lightTheme.css';
export { vars } from './themes/vars.css';
