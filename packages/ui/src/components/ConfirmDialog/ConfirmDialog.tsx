import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { type ElementRef, forwardRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import {
  actions,
  alertCard,
  message as messageStyle,
  overlay,
  title as titleStyle,
} from '../private/dialog.css';

export const confirmTones = ['brand', 'critical'] as const;

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** `critical` for confirmations that cannot be undone (logout, cancel a withdrawal). */
  tone?: (typeof confirmTones)[number];
}

/* A yes/no question; Cancel takes the initial focus so Enter never confirms by accident. */
export const ConfirmDialog = forwardRef<ElementRef<typeof RadixAlertDialog.Content>, ConfirmDialogProps>(
  (
    { open, onOpenChange, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, tone = 'brand' },
    ref,
  ) => (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={overlay} />
        <RadixAlertDialog.Content ref={ref} className={alertCard}>
          <RadixAlertDialog.Title className={titleStyle}>{title}</RadixAlertDialog.Title>
          {/* Focusable: a long message scrolls, and keyboard players must reach it. */}
          <RadixAlertDialog.Description className={messageStyle} tabIndex={0}>
            {message}
          </RadixAlertDialog.Description>
          <div className={actions}>
            <RadixAlertDialog.Cancel asChild>
              <Button variant="secondary" onClick={onCancel}>
                {cancelLabel}
              </Button>
            </RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action asChild>
              <Button variant={tone === 'critical' ? 'critical' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  ),
);
ConfirmDialog.displayName = 'ConfirmDialog';
