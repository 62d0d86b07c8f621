import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedules } from './depositRules';
import { startPolling, watchWindow } from './poller';

beforeEach(() => {
  vi.useFakeTimers();
  // The unit tests run in Node: the page's window is an event target PAY_CLOSE messages arrive on.
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the polling schedules of spec 001 §9', () => {
  it('hosted checkout: first poll after 3 s, then every 3 s, gives up after 3 polls', async () => {
    const poll = vi.fn(async () => 'continue' as const);
    const giveUp = vi.fn();
    startPolling(schedules.hosted, poll, giveUp);
    await vi.advanceTimersByTimeAsync(2999);
    expect(poll).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(giveUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cash: every 2 s, 4 checks; PayPal-style: every 1 s until an answer', async () => {
    const cash = vi.fn(async () => 'continue' as const);
    startPolling(schedules.cash, cash);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(cash).toHaveBeenCalledTimes(4);
    let answered = false;
    const paypal = vi.fn(async () => (answered ? ('done' as const) : ('continue' as const)));
    startPolling(schedules.paypal, paypal);
    await vi.advanceTimersByTimeAsync(5000);
    answered = true;
    await vi.advanceTimersByTimeAsync(1000);
    const calls = paypal.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(paypal).toHaveBeenCalledTimes(calls);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the PayPal variant: 3 s, then every 4 s, cancelled after 3 polls', async () => {
    const poll = vi.fn(async () => 'continue' as const);
    const cancel = vi.fn();
    startPolling(schedules.paypalPoll, poll, cancel);
    await vi.advanceTimersByTimeAsync(3000 + 4000 + 4000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('stopping leaves no timer behind, even mid-poll', async () => {
    let release: () => void = () => {};
    const poll = vi.fn(
      () =>
        new Promise<'continue'>((resolve) => {
          release = () => resolve('continue');
        }),
    );
    const stop = startPolling(schedules.crypto, poll);
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    stop();
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the payment window watch', () => {
  it('checks every 100 ms and reports a closed window once', async () => {
    const win = { closed: false } as Window;
    const closed = vi.fn();
    watchWindow(win, schedules.windowWatchMs, closed);
    await vi.advanceTimersByTimeAsync(1000);
    expect(closed).not.toHaveBeenCalled();
    (win as { closed: boolean }).closed = true;
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(1000);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('PAY_CLOSE from the window ends it at once; stopping removes the listener and the timer', async () => {
    const closed = vi.fn();
    watchWindow({ closed: false } as Window, 100, closed);
    window.dispatchEvent(new MessageEvent('message', { data: 'PAY_CLOSE' }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    const other = vi.fn();
    const stop = watchWindow({ closed: false } as Window, 100, other);
    stop();
    window.dispatchEvent(new MessageEvent('message', { data: 'PAY_CLOSE' }));
    expect(other).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
