import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { GameGrid } from './GameGrid';
import { type Game, type ListKind, type ListState, listCache, loadPage } from './gameLists';
import * as styles from './games.css';

// Spec 000 §9: the next page loads within 500 px of the bottom (top, play-for-fun), 1150 px otherwise.
const threshold = (kind: ListKind) => (kind === 'top' || kind === 'fun' ? 500 : 1150);

interface Props {
  kind: ListKind;
  onPlay: (game: Game) => void;
}

/** A paged game list that loads more near the bottom and remembers pages and scroll when left. */
export function GameList({ kind, onPlay }: Props) {
  const cached = listCache.get(kind);
  const [state, setState] = useState<ListState | null>(cached?.state ?? null);
  const loading = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadNext = useCallback(async () => {
    if (loading.current || state?.last) return;
    loading.current = true;
    const result = await loadPage(kind, (state?.pageNum ?? 0) + 1);
    loading.current = false;
    if (typeof result === 'string') {
      notify(result);
      return;
    }
    const next = { ...result, games: [...(state?.games ?? []), ...result.games] };
    listCache.set(kind, { state: next, scrollY: window.scrollY });
    setState(next);
  }, [kind, state]);

  // Back on a list: return to where the player was, once, before the first paint.
  const restoreTo = useRef(cached?.scrollY);
  useLayoutEffect(() => {
    if (restoreTo.current !== undefined) window.scrollTo({ top: restoreTo.current });
    return () => {
      const entry = listCache.get(kind);
      if (entry) entry.scrollY = window.scrollY;
    };
  }, [kind]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void loadNext();
      },
      { rootMargin: `0px 0px ${threshold(kind)}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [kind, loadNext]);

  return (
    <>
      {state && state.games.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage {...common.comingSoon} />
        </p>
      ) : (
        <GameGrid games={state?.games ?? []} onPlay={onPlay} />
      )}
      <div ref={sentinel} />
    </>
  );
}
