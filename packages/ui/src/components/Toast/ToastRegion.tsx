import * as RadixToast from '@radix-ui/react-toast';
import { classNames } from '../private/classNames';
import { closeButton } from '../private/dialog.css';
import { CloseIcon } from '../private/icons';
import * as styles from './Toast.css';
import type { QueuedToast } from './toastOptions';

export interface ToastRegionProps {
  toasts: QueuedToast[];
  label: string;
  closeLabel: string;
  duration: number;
  onClose: (id: number) => void;
}

/** The toasts on screen and their notifications region, loaded by ToastProvider on first use. */
export default function ToastRegion({ toasts, label, closeLabel, duration, onClose }: ToastRegionProps) {
  return (
    <RadixToast.Provider duration={duration} label={label}>
      {toasts.map(({ id, title, description, tone = 'info', duration: ownDuration }) => (
        <RadixToast.Root
          key={id}
          className={classNames(styles.toast, styles.tone[tone])}
          duration={ownDuration}
          onOpenChange={(open) => {
            if (!open) onClose(id);
          }}
        >
          <div className={styles.text}>
            <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
            {description ? (
              <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close className={closeButton} aria-label={closeLabel}>
            <CloseIcon />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} label={label} />
    </RadixToast.Provider>
  );
}
