import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingSignal } from './loading';

describe('createLoadingSignal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('notifies subscribers once when it turns on and once when it turns off, not per request', () => {
    const signal = createLoadingSignal();
    const seen: boolean[] = [];
    signal.subscribe(() => seen.push(signal.getSnapshot()));
    const endFirst = signal.track();
    const endSecond = signal.track();
    endFirst();
    endSecond();
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([true, false]);
  });

  it('ignores a second end of the same request', () => {
    const signal = createLoadingSignal();
    const endFirst = signal.track();
    const endSecond = signal.track();
    endFirst();
    endFirst();
    vi.advanceTimersByTime(500);
    expect(signal.getSnapshot()).toBe(true);
    endSecond();
    vi.advanceTimersByTime(100);
    expect(signal.getSnapshot()).toBe(false);
  });

  it('stops notifying after unsubscribe', () => {
    const signal = createLoadingSignal();
    const seen: boolean[] = [];
    const unsubscribe = signal.subscribe(() => seen.push(signal.getSnapshot()));
    const end = signal.track();
    unsubscribe();
    end();
    vi.advanceTimersByTime(100);
    expect(signal.getSnapshot()).toBe(false);
    expect(seen).toEqual([true]);
  });
});
