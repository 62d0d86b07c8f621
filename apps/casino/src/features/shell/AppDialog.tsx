import { Dialog, DialogContent } from '@casino/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dialogs } from './dialogs';
import { common } from './messages';

interface Props {
  title: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Runs when the player closes the dialog (close button, Escape, overlay). */
  onClose?: () => void;
  children: ReactNode;
}

/** The app's dialogs open through the dialog store; closing one clears it. */
export function AppDialog({ title, size, onClose, children }: Props) {
  const intl = useIntl();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open) return;
        onClose?.();
        dialogs.close();
      }}
    >
      <DialogContent title={title} size={size} closeLabel={intl.formatMessage(common.close)}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
