import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { classNames } from '../private/classNames';
import { closeButton } from '../private/dialog.css';
import { CloseIcon } from '../private/icons';
import * as styles from './Toast.css';

export const toastTones = ['info', 'positive', 'caution', 'critical'] as const;

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: (typeof toastTones)[number];
  /** Milliseconds before it closes itself; the provider's duration when absent. */
  duration?: number;
}

interface QueuedToast extends ToastOptions {
  id: number;
}

export interface ToastApi {
  /** Queues a toast and returns its id. */
  show: (toast: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of the notifications region, e.g. 'Notifications'. */
  label: string;
  /** Accessible name of each toast's close button, e.g. 'Close'. */
  closeLabel: string;
  /** How many toasts show at once; later ones wait their turn. */
  maxVisible?: number;
  duration?: number;
}

/*
 * Validation messages arrive in bursts (one per missing field), so toasts queue: at most `maxVisible`
 * are on screen and the next one shows as soon as one closes.
 */
export function ToastProvider({
  children,
  label,
  closeLabel,
  maxVisible = 3,
  duration = 5000,
}: ToastProviderProps) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setQueue((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback((toast: ToastOptions) => {
    const id = nextId.current++;
    setQueue((current) => [...current, { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={label}>
        {children}
        {queue
          .slice(0, maxVisible)
          .map(({ id, title, description, tone = 'info', duration: ownDuration }) => (
            <RadixToast.Root
              key={id}
              className={classNames(styles.toast, styles.tone[tone])}
              duration={ownDuration}
              onOpenChange={(open) => {
                if (!open) dismiss(id);
              }}
            >
              <div className={styles.text}>
                <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
                {description ? (
                  <RadixToast.Description className={styles.description}>
                    {description}
                  </RadixToast.Description>
                ) : null}
              </div>
              <RadixToast.Close className={closeButton} aria-label={closeLabel}>
                <CloseIcon />
              </RadixToast.Close>
            </RadixToast.Root>
          ))}
        <RadixToast.Viewport className={styles.viewport} label={label} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
