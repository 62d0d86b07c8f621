import type { CallResult } from '@casino/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchChatAvailability } from './chatAvailability';

describe('the live-chat flag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is asked at once and every 20 s, and never again once the pop-up closed', async () => {
    const answers: CallResult<boolean>[] = [
      { ok: true, data: false },
      { ok: true, data: true },
      { ok: true, data: true },
    ];
    const check = vi.fn(async () => answers.shift() ?? { ok: true as const, data: false });
    const seen: boolean[] = [];
    const stop = watchChatAvailability(
      check,
      (available) => seen.push(available),
      () => {},
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([false, true]);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('tells a failure once, counts it as no chat, and tells again after a recovery', async () => {
    const answers: CallResult<boolean>[] = [
      { ok: false, error: 9, message: 'busy' },
      { ok: false, error: 9, message: 'busy' },
      { ok: true, data: true },
      { ok: false, error: -1, message: 'offline' },
    ];
    const failures: string[] = [];
    const seen: boolean[] = [];
    const stop = watchChatAvailability(
      async () => answers.shift()!,
      (available) => seen.push(available),
      (message) => failures.push(message),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failures).toEqual(['busy', 'offline']);
    expect(seen).toEqual([false, false, true, false]);
    stop();
  });
});
