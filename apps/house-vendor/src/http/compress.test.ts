import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compress';

describe('the encoding of a game page', () => {
  it('is brotli when accepted, gzip for a browser without it, none when nothing is accepted', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
  });

  it('honours a refusal by q=0, in any spelling', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('BR; q=0, GZIP;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});
