import { describe, expect, it } from 'vitest';
import { articleIdOf } from './articlePopups';

describe('the article of a pop-up', () => {
  it('is read from an app address naming an article', () => {
    expect(articleIdOf('/#/article?id=15')).toBe(15);
    expect(articleIdOf(' /#/article?id=11 ')).toBe(11);
  });

  it('is not read from anything else', () => {
    for (const address of [
      null,
      undefined,
      '',
      '/#/article?id=0',
      '/#/article?id=1x',
      'https://evil.example/#/article?id=3',
      '/#/aboutBtc',
    ]) {
      expect(articleIdOf(address)).toBeUndefined();
    }
  });
});
