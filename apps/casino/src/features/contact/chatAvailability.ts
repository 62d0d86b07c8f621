import type { CallResult } from '@casino/api-client';

/** Spec 002 §4, §9: chat availability is polled every 20 s while the contact pop-up is open. */
export const CHAT_POLL_MS = 20_000;

/**
 * Asks for the live-chat flag now and every `everyMs` until the answered stop is called (the pop-up
 * closed). A failure is told once until the flag answers again, and counts as no chat.
 */
export function watchChatAvailability(
  check: () => Promise<CallResult<boolean>>,
  onAvailable: (available: boolean) => void,
  onFailure: (message: string) => void,
  everyMs = CHAT_POLL_MS,
): () => void {
  let stopped = false;
  let failing = false;
  const ask = async () => {
    const result = await check();
    if (stopped) return;
    if (result.ok) {
      failing = false;
      onAvailable(result.data);
      return;
    }
    if (!failing) onFailure(result.message);
    failing = true;
    onAvailable(false);
  };
  void ask();
  const timer = setInterval(() => void ask(), everyMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
