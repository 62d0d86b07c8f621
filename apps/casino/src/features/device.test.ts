import { describe, expect, it } from 'vitest';
import { detectMobile } from './device';

const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36';
const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124 Safari/537.36';
const ipadOs =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17 Safari/605.1.15';

describe('layout detection', () => {
  it('takes the mobile layout for the agents the spec lists, whatever the window size', () => {
    expect(detectMobile(pixel, 5, 1400)).toBe(true);
  });

  it('keeps the desktop layout for a desktop agent in a narrow window', () => {
    expect(detectMobile(windows, 0, 500)).toBe(false);
  });

  it('treats an iPad that reports a Mac agent by its touch points', () => {
    expect(detectMobile(ipadOs, 5, 1024)).toBe(true);
    expect(detectMobile(ipadOs, 0, 1024)).toBe(false);
  });

  it('falls back to the viewport when there is no agent', () => {
    expect(detectMobile('', 0, 400)).toBe(true);
    expect(detectMobile('', 0, 1200)).toBe(false);
  });
});
