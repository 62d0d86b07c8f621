import { describe, expect, it } from 'vitest';
import { closingPage, hostedPage } from './page';

describe('hosted pages', () => {
  it('carry the sandbox icon, so the browser tab shows one', () => {
    for (const html of [
      hostedPage('Pay', ['10.00 EUR'], [{ name: 'Pay', action: '/pay' }]),
      closingPage('Paid', [], 'http://127.0.0.1/sandbox'),
    ]) {
      const href = html.match(/<link rel="icon" type="image\/svg\+xml" href="([^"]+)">/)?.[1];
      expect(href).toBeDefined();
      expect(decodeURIComponent(href!.replace('data:image/svg+xml,', ''))).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    }
  });
});
