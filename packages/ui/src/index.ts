import './css/fonts';

export type { AlertDialogProps } from './components/AlertDialog/AlertDialog';
export { AlertDialog } from './components/AlertDialog/AlertDialog';
export type { ButtonProps } from './components/Button/Button';
export { Button, buttonSizes, buttonVariants } from './components/Button/Button';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { ConfirmDialog, confirmTones } from './components/ConfirmDialog/ConfirmDialog';
export type { DialogContentProps } from './components/Dialog/Dialog';
export { Dialog, DialogClose, DialogContent, DialogTrigger, dialogSizes } from './components/Dialog/Dialog';
export { base, focusRing, visuallyHidden } from './css/reset.css';
export type { Sprinkles } from './css/sprinkles.css';
export { sprinkles } from './css/sprinkles.css';
export { breakpoints, desktopQuery, reducedMotionQuery } from './themes/breakpoints';
export { darkTheme } from './themes/dark/darkTheme.css';
export { lightTheme } from './themes/light/lightTheme.css';
export { vars } from './themes/vars.css';
