import { type ReactNode, useEffect, useRef } from 'react';
import { classNames } from '../private/classNames';
import * as styles from './InfiniteList.css';

export const infiniteListScrollModes = ['page', 'self'] as const;

export interface InfiniteListProps {
  children: ReactNode;
  /** Asked for the next page when the end of the list comes within `threshold` px of the visible bottom. */
  onLoadMore: () => void;
  /**
   * Distance from the bottom in px: spec 000 §9 uses 500 for top games and play-for-fun, 1150 for a
   * category; spec 002 §4 uses 30 for the cash-out history.
   */
  threshold: number;
  hasMore: boolean;
  loading: boolean;
  loadingText: string;
  /** Shown once the last page has arrived, e.g. the withdraw.nomore text. */
  endText?: string;
  /** 'page' watches the window; 'self' makes the list its own scroll box that fills its parent. */
  scroll?: (typeof infiniteListScrollModes)[number];
  className?: string;
}

export function InfiniteList({
  children,
  onLoadMore,
  threshold,
  hasMore,
  loading,
  loadingText,
  endText,
  scroll = 'page',
  className,
}: InfiniteListProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  /*
   * A fresh observer after every page: it reports the sentinel's current position at once, so a short
   * page that leaves the sentinel in range asks for the next one without waiting for a scroll.
   */
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || loading || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { root: scroll === 'self' ? rootRef.current : null, rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [loading, hasMore, threshold, scroll]);

  const statusText = loading ? loadingText : hasMore ? '' : endText;
  return (
    <div ref={rootRef} className={classNames(scroll === 'self' && styles.scrollBox, className)}>
      {children}
      <div ref={sentinelRef} className={styles.sentinel} />
      <p className={styles.status} role="status">
        {statusText}
      </p>
    </div>
  );
}
