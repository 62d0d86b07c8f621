import type { CallResult } from '@casino/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appendPage } from './historyRules';

interface Pages<T> {
  rows: T[];
  next: number;
  last: boolean;
  loading: boolean;
}

/**
 * A history's pages, newest first, each asked for once: `loadMore` is what the list calls near its
 * bottom. A failed page stops the paging and is reported once through `failure`.
 */
export function usePages<T extends { id: number }>(
  fetchPage: (pageNum: number) => Promise<CallResult<{ content: unknown[]; last: boolean }>>,
) {
  const [pages, setPages] = useState<Pages<T>>({ rows: [], next: 1, last: false, loading: true });
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const pagesRef = useRef(pages);
  pagesRef.current = pages;

  const loadMore = useCallback(async () => {
    const { next, last } = pagesRef.current;
    if (inFlight.current || last) return;
    inFlight.current = true;
    setPages((current) => ({ ...current, loading: true }));
    const result = await fetchPage(next);
    inFlight.current = false;
    if (!result.ok) {
      setFailure(result.message);
      return setPages((current) => ({ ...current, loading: false, last: true }));
    }
    setPages((current) => ({
      // The contract narrows Page.content with allOf, which the generated type leaves as unknown[].
      rows: appendPage(current.rows, result.data.content as T[]),
      next: next + 1,
      last: result.data.last,
      loading: false,
    }));
  }, [fetchPage]);

  useEffect(() => {
    void loadMore();
  }, [loadMore]);

  return { ...pages, loadMore, failure, clearFailure: () => setFailure(null) };
}
