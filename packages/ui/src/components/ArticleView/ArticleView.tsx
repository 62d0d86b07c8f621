import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import * as styles from './ArticleView.css';

export interface ArticleViewProps {
  /** The article's HTML as the content API returns it; sanitized here before it reaches the DOM. */
  html?: string;
  backgroundColor: string;
  fontColor: string;
  /** CSS padding, e.g. '16px'. */
  padding: string;
  loading?: boolean;
  loadingText: string;
  /** Shown when the article has no content (or only content the sanitizer removed). */
  emptyText: string;
  className?: string;
}

/*
 * Articles are written in an admin tool, so their HTML is not trusted: DOMPurify drops scripts, event
 * handler attributes, javascript: URLs and anything else that could run code in the player's session.
 */
export function sanitizeArticle(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function ArticleView({
  html,
  backgroundColor,
  fontColor,
  padding,
  loading,
  loadingText,
  emptyText,
  className,
}: ArticleViewProps) {
  const clean = useMemo(() => (html === undefined ? '' : sanitizeArticle(html)), [html]);
  if (loading) {
    return (
      <p className={styles.status} role="status">
        {loadingText}
      </p>
    );
  }
  if (clean.trim() === '') return <p className={styles.status}>{emptyText}</p>;
  return (
    <article
      className={[styles.article, className].filter(Boolean).join(' ')}
      // Per-article values from the content API, so inline rather than in the stylesheet.
      style={{ background: backgroundColor, color: fontColor, padding }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeArticle just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
