import { type ToastApi, type ToastOptions, useToast } from '@casino/ui';

let toasts: ToastApi | null = null;

/**
 * Shows a short message (a server refusal, a validation failure) as a toast. Callable outside React
 * (list loaders, launch rules): the bridge below hands it the provider's API.
 */
export function notify(title: string, tone: ToastOptions['tone'] = 'critical'): void {
  toasts?.show({ title, tone });
}

export function ToastBridge() {
  toasts = useToast();
  return null;
}
