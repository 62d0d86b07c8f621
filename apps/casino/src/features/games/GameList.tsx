import { EmptyState, InfiniteList } from '@casino/ui';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { GameTiles } from './GameTiles';
import { type Game, type ListKind, type ListState, listCache, loadPage } from './gameLists';

// Spec 000 §9: the next page loads within 500 px of the bottom (top, play-for-fun), 1150 px otherwise.
const threshold = (kind: ListKind) => (kind === 'top' || kind === 'fun' ? 500 : 1150);

interface Props {
  kind: ListKind;
  onPlay: (game: Game) => void;
}

/** A paged game list that loads more near the bottom and remembers pages and scroll when left. */
export function GameList({ kind, onPlay }: Props) {
  const intl = useIntl();
  const cached = listCache.get(kind);
  const [state, setState] = useState<ListState | null>(cached?.state ?? null);
  const [loading, setLoading] = useState(false);

  const loadNext = useCallback(async () => {
    if (loading || state?.last) return;
    setLoading(true);
    const result = await loadPage(kind, (state?.pageNum ?? 0) + 1);
    setLoading(false);
    if (typeof result === 'string') return notify(result);
    const next = { ...result, games: [...(state?.games ?? []), ...result.games] };
    listCache.set(kind, { state: next, scrollY: window.scrollY });
    setState(next);
  }, [kind, loading, state]);

  // Back on a list: return to where the player was, once, before the first paint.
  const restoreTo = useRef(cached?.scrollY);
  useLayoutEffect(() => {
    if (restoreTo.current !== undefined) window.scrollTo({ top: restoreTo.current });
    return () => {
      const entry = listCache.get(kind);
      if (entry) entry.scrollY = window.scrollY;
    };
  }, [kind]);

  if (state?.last && state.games.length === 0)
    return <EmptyState title={intl.formatMessage(common.comingSoon)} />;
  return (
    <InfiniteList
      onLoadMore={() => void loadNext()}
      threshold={threshold(kind)}
      hasMore={!state?.last}
      loading={loading}
      loadingText={intl.formatMessage(common.loading)}
    >
      <GameTiles games={state?.games ?? []} onPlay={onPlay} />
    </InfiniteList>
  );
}
