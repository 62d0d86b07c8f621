import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { classNames } from '../private/classNames';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'accent', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['small', 'standard'] as const;

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(
  ({ variant, size, fullWidth, className, type = 'button', ...props }, ref) => (
    <button
      ref={ref}
      type={type}
      className={classNames(button({ variant, size, fullWidth }), className)}
      {...props}
    />
  ),
);
Button.displayName = 'Button';
