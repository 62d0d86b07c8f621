import type { ReactNode } from 'react';
import { InfiniteList, type InfiniteListProps } from '../InfiniteList/InfiniteList';
import * as styles from './HistoryList.css';

export interface HistoryListProps
  extends Pick<
    InfiniteListProps,
    'onLoadMore' | 'hasMore' | 'loading' | 'loadingText' | 'endText' | 'scroll'
  > {
  /** HistoryRow elements. */
  children: ReactNode;
  /** Whether any row is shown; with none and no page loading, `emptyText` stands in. */
  isEmpty: boolean;
  /** e.g. 'No more cash withdrawal records'. */
  emptyText: string;
  /** Distance from the bottom that asks for the next page; the cash-out history uses 30 (spec 002 §4). */
  threshold?: number;
  'aria-label': string;
}

export function HistoryList({
  children,
  isEmpty,
  emptyText,
  threshold = 30,
  'aria-label': ariaLabel,
  ...listProps
}: HistoryListProps) {
  if (isEmpty && !listProps.loading) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <InfiniteList threshold={threshold} {...listProps}>
      <ul className={styles.list} aria-label={ariaLabel}>
        {children}
      </ul>
    </InfiniteList>
  );
}
