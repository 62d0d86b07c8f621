/**
 * The deposit flows' timers: a poll on the spec's schedule and a watch on a payment window. Each
 * answers a stop function; the dialog stops every one when it closes, the route changes or the
 * session ends, so no timer outlives the flow that started it.
 */
export type PollOutcome = 'done' | 'continue';

export interface Schedule {
  delayMs: number;
  everyMs: number;
  maxPolls: number;
}

export function startPolling(
  schedule: Schedule,
  poll: () => Promise<PollOutcome>,
  onGiveUp: () => void = () => {},
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polls = 0;
  const tick = async () => {
    if (stopped) return;
    polls += 1;
    const outcome = await poll().catch((): PollOutcome => 'continue');
    if (stopped || outcome === 'done') return;
    if (polls >= schedule.maxPolls) {
      onGiveUp();
      return;
    }
    timer = setTimeout(tick, schedule.everyMs);
  };
  timer = setTimeout(tick, schedule.delayMs);
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Watches a payment window every `everyMs` (001 §4: 100 ms) and on PAY_CLOSE; calls onClosed once. */
export function watchWindow(win: Window | null, everyMs: number, onClosed: () => void): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    stop();
    onClosed();
  };
  const onMessage = (event: MessageEvent) => {
    if (event.data === 'PAY_CLOSE') finish();
  };
  const timer = setInterval(() => {
    if (win === null || win.closed) finish();
  }, everyMs);
  window.addEventListener('message', onMessage);
  const stop = () => {
    clearInterval(timer);
    window.removeEventListener('message', onMessage);
  };
  return () => {
    done = true;
    stop();
  };
}
