// What a toast carries, apart from the provider so that the lazily loaded region can name it too.
export const toastTones = ['info', 'positive', 'caution', 'critical'] as const;

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: (typeof toastTones)[number];
  /** Milliseconds before it closes itself; the provider's duration when absent. */
  duration?: number;
}

export interface QueuedToast extends ToastOptions {
  id: number;
}
