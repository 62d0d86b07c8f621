import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { type ElementRef, forwardRef, type ReactNode, useRef } from 'react';
import { Button } from '../Button/Button';
import { classNames } from '../private/classNames';
import {
  actions,
  alertCard,
  message as messageStyle,
  overlay,
  successTitle,
  title,
  warningTitle,
} from '../private/dialog.css';
import { SuccessIcon, WarningIcon } from '../private/icons';

export interface AlertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  okLabel: string;
  /** Called when the player acknowledges with OK; the dialog closes either way. */
  onOk?: () => void;
  /** A warning by default; 'positive' for a confirmation of something done (a request sent). */
  tone?: 'caution' | 'positive';
}

/*
 * A warning the player must acknowledge (restricted region, terms not accepted), or a confirmation
 * they must read (a cash-out's one-time lookup code), in its own colour and icon. Radix AlertDialog
 * so a click on the overlay does not dismiss it unread; Escape still does.
 */
export const AlertDialog = forwardRef<ElementRef<typeof RadixAlertDialog.Content>, AlertDialogProps>(
  ({ open, onOpenChange, title: titleText, message, okLabel, onOk, tone = 'caution' }, ref) => {
    const okRef = useRef<HTMLButtonElement>(null);
    return (
      <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
        <RadixAlertDialog.Portal>
          <RadixAlertDialog.Overlay className={overlay} />
          <RadixAlertDialog.Content
            ref={ref}
            className={alertCard}
            data-tone={tone}
            // Radix focuses Cancel by default; an alert has only OK, so focus that.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              okRef.current?.focus();
            }}
          >
            <RadixAlertDialog.Title
              className={classNames(title, tone === 'positive' ? successTitle : warningTitle)}
            >
              {tone === 'positive' ? <SuccessIcon /> : <WarningIcon />}
              {titleText}
            </RadixAlertDialog.Title>
            {/* Focusable: a long message scrolls, and keyboard players must reach it. */}
            <RadixAlertDialog.Description className={messageStyle} tabIndex={0}>
              {message}
            </RadixAlertDialog.Description>
            <div className={actions}>
              <RadixAlertDialog.Action asChild>
                <Button ref={okRef} onClick={onOk}>
                  {okLabel}
                </Button>
              </RadixAlertDialog.Action>
            </div>
          </RadixAlertDialog.Content>
        </RadixAlertDialog.Portal>
      </RadixAlertDialog.Root>
    );
  },
);
AlertDialog.displayName = 'AlertDialog';
