import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { ArticleView, sanitizeArticle } from './ArticleView';

const props = {
  backgroundColor: '#102030',
  fontColor: '#fafafa',
  padding: '20px',
  loadingText: 'Loading',
  emptyText: 'Empty',
};

describe('ArticleView', () => {
  test('removes scripts, event handlers and javascript: URLs before rendering', async () => {
    const html = `<p id="p" onclick="window.__pwned = 1">Hello</p>
<script>window.__pwned = 2</script>
<img src="x" onerror="window.__pwned = 3" alt="">
<a href="javascript:window.__pwned = 4">bad link</a>
<a href="https://example.com/help">good link</a>
<iframe src="https://evil.example"></iframe>`;
    const screen = await render(<ArticleView {...props} html={html} />);
    const article = screen.getByRole('article').element();

    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('iframe')).toBeNull();
    expect(article.querySelector('[onclick], [onerror]')).toBeNull();
    expect(article.querySelector('a[href^="javascript"]')).toBeNull();
    await expect
      .element(screen.getByRole('link', { name: 'good link' }))
      .toHaveAttribute('href', 'https://example.com/help');
    await screen.getByText('Hello').click();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  test('sanitizeArticle keeps ordinary formatting', () => {
    expect(sanitizeArticle('<h2>Title</h2><p><strong>bold</strong></p>')).toBe(
      '<h2>Title</h2><p><strong>bold</strong></p>',
    );
    expect(sanitizeArticle('<svg><script>alert(1)</script></svg>')).not.toContain('script');
  });

  test("applies the article's background colour, font colour and padding", async () => {
    const screen = await render(<ArticleView {...props} html="<p>Rules</p>" />);
    const style = getComputedStyle(screen.getByRole('article').element());
    expect(style.backgroundColor).toBe('rgb(16, 32, 48)');
    expect(style.color).toBe('rgb(250, 250, 250)');
    expect(style.paddingTop).toBe('20px');
  });

  test('content that is nothing but removed code reads as empty', async () => {
    const screen = await render(<ArticleView {...props} html="<script>alert(1)</script>" />);
    await expect.element(screen.getByText('Empty')).toBeVisible();
  });
});
