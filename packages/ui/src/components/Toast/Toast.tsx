import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ToastRegionProps } from './ToastRegion';
import type { QueuedToast, ToastOptions } from './toastOptions';

// Most visits never see a toast: Radix Toast and the region load with the first one, not at start.
let loadedRegion: ComponentType<ToastRegionProps> | undefined;

/** Loads the toast region (the provider does on the first toast; stories before they render). */
export async function loadToastRegion(): Promise<ComponentType<ToastRegionProps>> {
  loadedRegion ??= (await import('./ToastRegion')).default;
  return loadedRegion;
}

/*
 * The region once it has loaded. Not React.lazy: a Suspense boundary holds back what it reveals for
 * a moment, and a toast should show the instant it can.
 */
function useToastRegion(wanted: boolean): ComponentType<ToastRegionProps> | undefined {
  const [region, setRegion] = useState(() => loadedRegion);
  useEffect(() => {
    if (!wanted || region) return;
    let live = true;
    void loadToastRegion().then((loaded) => {
      if (live) setRegion(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, region]);
  return region ?? loadedRegion;
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
  const [used, setUsed] = useState(false);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setQueue((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback((toast: ToastOptions) => {
    const id = nextId.current++;
    setUsed(true);
    setQueue((current) => [...current, { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const ToastRegion = useToastRegion(used);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {used && ToastRegion ? (
        <ToastRegion
          toasts={queue.slice(0, maxVisible)}
          label={label}
          closeLabel={closeLabel}
          duration={duration}
          onClose={dismiss}
        />
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
