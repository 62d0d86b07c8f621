import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceId, storageKeys } from './site';

describe('device id', () => {
  let saved: Map<string, string>;
  beforeEach(() => {
    saved = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => saved.set(key, value),
      removeItem: (key: string) => saved.delete(key),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a random UUID made once, then read back from local storage', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deviceId()).toBe(first);
    expect(saved.get(storageKeys.deviceId)).toBe(first);
  });

  it('is another one once the site storage is cleared', () => {
    const first = deviceId();
    saved.clear();
    expect(deviceId()).not.toBe(first);
  });
});
