import { type ToastApi, type ToastOptions, useToast } from '@casino/ui';

let toasts: ToastApi | null = null;
/** The toasts shown and maybe still up, so a new screen can clear refusals about the last one. */
const shown = new Set<number>();

/**
 * Shows a short message (a server refusal, a validation failure) as a toast. Callable outside React
 * (list loaders, launch rules): the bridge below hands it the provider's API.
 */
export function notify(title: string, tone: ToastOptions['tone'] = 'critical'): void {
  const id = toasts?.show({ title, tone });
  if (id !== undefined) shown.add(id);
}

/** Closes every toast still up: their refusals were about a screen the player has left. */
export function clearNotices(): void {
  for (const id of shown) toasts?.dismiss(id);
  shown.clear();
}

export function ToastBridge() {
  toasts = useToast();
  return null;
}
