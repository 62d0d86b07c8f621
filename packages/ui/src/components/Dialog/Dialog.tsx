import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, type ElementRef, forwardRef, type ReactNode } from 'react';
import { classNames } from '../private/classNames';
import { closeButton, overlay, title as titleStyle } from '../private/dialog.css';
import { CloseIcon } from '../private/icons';
import * as styles from './Dialog.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> {
  title: ReactNode;
  /** Accessible name of the close button in the title bar, e.g. 'Close'. */
  closeLabel: string;
  description?: ReactNode;
  size?: (typeof dialogSizes)[number];
}

/* Portal, overlay, title bar and scrolling body in one part, so every dialog of the app looks alike. */
export const DialogContent = forwardRef<ElementRef<typeof RadixDialog.Content>, DialogContentProps>(
  ({ title, closeLabel, description, size = 'medium', className, children, ...props }, ref) => (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <RadixDialog.Content
        ref={ref}
        className={classNames(styles.content, styles.size[size], className)}
        // Radix warns when a dialog has no description; only point at one that exists.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className={styles.titleBar}>
          <RadixDialog.Title className={titleStyle}>{title}</RadixDialog.Title>
          <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
            <CloseIcon />
          </RadixDialog.Close>
        </div>
        {description ? (
          <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
        ) : null}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard players must be able to scroll long texts (rules, terms) that hold no controls */}
        <div className={styles.body} tabIndex={0}>
          {children}
        </div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  ),
);
DialogContent.displayName = 'DialogContent';
